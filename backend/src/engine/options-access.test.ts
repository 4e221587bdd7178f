/**
 * The choices of selects are read only by staff whose pages' forms or filters list them; a full
 * administrator reads them all (docs/access.md, "Options").
 */
import type { FastifyInstance } from "fastify";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS, buildTestApp, signIn } from "../../test/app";
import { makeAdmin } from "../../test/admins";
import { describeEachDatabase } from "../../test/databases";
import { resourceClient, type ResourceClient } from "../../test/resources";

describeEachDatabase("options of selects", (t) => {
  let app: FastifyInstance;
  let admin: ResourceClient;
  const staffWith = async (...titles: string[]) => {
    const made = await makeAdmin(t.db, { rights: Object.fromEntries(titles.map((title) => [title, { read: true }])) });
    return resourceClient(app, (await signIn(app, made)).SessionToken);
  };
  beforeAll(async () => {
    app = await buildTestApp(t.db);
    admin = resourceClient(app, (await signIn(app, ACCOUNTS.admin)).SessionToken);
  });
  afterAll(async () => {
    await app?.close();
  });

  const forbidden = { status: 403, message: MESSAGES.notPermitted, recordList: [] };

  it("lets staff with Religion only read the religions, and nothing their pages do not choose from", async () => {
    const staff = await staffWith("Religion");
    expect((await staff.get("religion/options")).statusCode).toBe(200);
    for (const key of ["paymentGateway", "community", "currency", "premiumfacility", "occupation"]) {
      const response = await staff.get(`${key}/options`);
      expect({ key, status: response.statusCode, body: response.json() }).toEqual({ key, status: 403, body: forbidden });
    }
  });

  it("lets staff with Community read the religions its form and filter choose from", async () => {
    const staff = await staffWith("Community");
    expect((await staff.get("religion/options")).statusCode).toBe(200);
    expect((await staff.get("paymentGateway/options")).statusCode).toBe(403);
  });

  it("lets a full administrator read every resource's options", async () => {
    for (const key of ["religion", "paymentGateway", "community", "currency", "premiumfacility", "occupation"]) {
      expect({ key, status: (await admin.get(`${key}/options`)).statusCode }).toEqual({ key, status: 200 });
    }
  });
});
