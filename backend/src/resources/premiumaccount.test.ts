/**
 * Packages beyond what the generic suite (engine/resources.test.ts) checks for every declaration
 * (docs/catalogue.md, "Packages"): the name as the start of the store product ids, and the durations
 * members bought, which stay as they were sold but for their discount.
 */
import type { FastifyInstance } from "fastify";
import { cellText, columnHeader } from "@/lib/engine/format";
import { MESSAGES } from "@/lib/messages";
import { requireResource } from "@/lib/resources/index";
import { buildTestApp } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { insertMember, insertPurchase } from "../../test/members";
import { expectRefusedToStaffAndDemo, signedInClients, type ResourceClient, type Row } from "../../test/resources";
import { seedReferenceData } from "../engine/seed";

const pkg = requireResource("premiumaccount");
const duration = requireResource("timeduration");

type Duration = { durationId: number; discount: number };

describeEachDatabase("packages", (t) => {
  let app: FastifyInstance;
  let admin: ResourceClient;
  let staff: ResourceClient;
  let demo: ResourceClient;
  /** Time duration ids by months. */
  let months: Record<number, number> = {};
  let facilities: number[] = [];
  let weight = 900;

  const payload = (name: string, durations: Duration[], extra: Row = {}): Row => ({ name, baseAmount: 100, weightage: ++weight, facilities, durations, ...extra });
  const add = async (name: string, durations: Duration[]) => {
    const answer = await admin.post(pkg.key, payload(name, durations));
    if (answer.statusCode !== 200) throw new Error(`POST ${pkg.key} answered ${answer.statusCode}: ${answer.body}`);
    return answer.json().recordList[0] as Row;
  };
  const edit = (row: Row, durations: Duration[], extra: Row = {}) =>
    admin.put(`${pkg.key}/${row.id}`, { name: row.name, baseAmount: Number(row.baseAmount), weightage: row.weightage, facilities, durations, ...extra });
  /** A member buys the package for a number of months. */
  const buy = async (row: Row, forMonths: number) => {
    const member = await insertMember(t.db);
    await insertPurchase(t.db, { memberId: member.id, packageId: row.id as number, durationId: months[forMonths], startDate: "2026-01-01", endDate: "2026-12-31", netAmount: 100 });
  };

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    ({ admin, staff, demo } = await signedInClients(app));
    months = Object.fromEntries((await admin.all(duration)).map((row) => [row.months, row.id as number]));
    facilities = (await admin.options("premiumfacility")).slice(0, 2).map((option) => option.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("takes a name of letters, digits and underscores only, and shows the store product ids it makes", async () => {
    for (const name of ["Gold Plus", "Gold-3", "Gold.3", "Gōld", "Gold_3 "]) {
      const answer = await admin.post(pkg.key, payload(name, [{ durationId: months[3], discount: 0 }]));
      // Text is trimmed before its rule: "Gold_3 " is Gold_3, a name the rule takes.
      if (name.trim() !== name) {
        expect(answer.statusCode).toBe(200);
        continue;
      }
      expect({ name, status: answer.statusCode, errors: answer.json().errors }).toEqual({ name, status: 400, errors: { name: MESSAGES.packageNameRule } });
    }
    const row = await add("Zq_Gold_Plus2", [{ durationId: months[6], discount: 5 }, { durationId: months[1], discount: 0 }]);
    expect(cellText(pkg, "productIds", row, () => "months")).toBe("Zq_Gold_Plus2_1, Zq_Gold_Plus2_6");
    // The seed's names follow the rule, and the export shows every package's ids.
    const csv = (await admin.get(`${pkg.key}/export?sort=weightage&order=asc`)).body.split("\r\n");
    const at = csv[0].split(",").indexOf(columnHeader(pkg, "productIds"));
    expect(at).toBeGreaterThan(0);
    expect(csv[1]).toContain("Silver_1, Silver_3, Silver_6");
    expect(csv.find((line) => line.includes("Zq_Gold_Plus2,"))).toContain('"Zq_Gold_Plus2_1, Zq_Gold_Plus2_6"');
  });

  it("keeps a duration members bought: not removed, not swapped for other months (409), but its discount may change", async () => {
    const row = await add("Zq_Bought", [
      { durationId: months[1], discount: 0 },
      { durationId: months[3], discount: 10 },
    ]);
    await buy(row, 3);
    const message = MESSAGES.boughtDurationsStay("Zq_Bought", ["3 months"]);
    const removed = await edit(row, [{ durationId: months[1], discount: 0 }]);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({ status: 409, message, errors: { durations: message }, recordList: [] });
    const swapped = await edit(row, [
      { durationId: months[1], discount: 0 },
      { durationId: months[6], discount: 10 },
    ]);
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().message).toBe(message);
    expect((await admin.ok(`${pkg.key}/${row.id}`)).recordList[0]).toEqual(row);

    // Its discount may change; a duration nobody bought may go, and another may come.
    const discounted = await edit(row, [
      { durationId: months[3], discount: 25 },
      { durationId: months[12], discount: 30 },
    ]);
    expect(discounted.statusCode).toBe(200);
    expect((discounted.json().recordList[0].durations as Row[]).map((d) => [d.durationIdName, Number(d.discount)])).toEqual([
      [3, 25],
      [12, 30],
    ]);

    // Two bought: both named.
    await buy(row, 12);
    const both = await edit(row, [{ durationId: months[6], discount: 0 }]);
    expect(both.json().message).toBe(MESSAGES.boughtDurationsStay("Zq_Bought", ["3 months", "12 months"]));
  });

  it("keeps the months of a time duration members bought (409)", async () => {
    const created = await admin.post(duration.key, { months: 7 });
    expect(created.statusCode).toBe(200);
    const seven = created.json().recordList[0];
    months[7] = seven.id;
    // Not yet bought: it may change, and change back.
    expect((await admin.put(`${duration.key}/${seven.id}`, { months: 8 })).statusCode).toBe(200);
    expect((await admin.put(`${duration.key}/${seven.id}`, { months: 7 })).statusCode).toBe(200);
    const row = await add("Zq_Seven", [{ durationId: seven.id, discount: 0 }]);
    await buy(row, 7);
    const changed = await admin.put(`${duration.key}/${seven.id}`, { months: 8 });
    expect(changed.statusCode).toBe(409);
    const message = MESSAGES.boughtMonthsStay("7 months");
    expect(changed.json()).toEqual({ status: 409, message, errors: { months: message }, recordList: [] });
    expect((await admin.ok(`${duration.key}/${seven.id}`)).recordList[0].months).toBe(7);
    expect((await admin.put(`${duration.key}/${seven.id}`, { months: 7 })).statusCode).toBe(200);
  });

  it("refuses to delete a package members bought (409), and deletes one nobody bought", async () => {
    const bought = await add("Zq_Kept", [{ durationId: months[1], discount: 0 }]);
    await buy(bought, 1);
    const refused = await admin.del(`${pkg.key}/${bought.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.rowUsedBy("Zq_Kept", "deleted", "1 member packages"));
    const unsold = await add("Zq_Unsold", [{ durationId: months[1], discount: 0 }]);
    expect((await admin.del(`${pkg.key}/${unsold.id}`)).statusCode).toBe(200);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const row = await add("Zq_Input", [{ durationId: months[1], discount: 0 }]);
    const cases: [string, Row, string][] = [
      ["an unknown field", { ...payload("Zq_Input", [{ durationId: months[1], discount: 0 }]), productIds: "x" }, "productIds"],
      ["a duration with a field of its own", payload("Zq_Input", [{ durationId: months[1], discount: 0, months: 3 } as Duration]), "durations.0.months"],
      ["a discount of the wrong type", payload("Zq_Input", [{ durationId: months[1], discount: "lots" as unknown as number }]), "durations.0.discount"],
      ["a name of the wrong type", payload("Zq_Input", [{ durationId: months[1], discount: 0 }], { name: 42 }), "name"],
    ];
    for (const [name, body, field] of cases) {
      for (const [method, url] of [["POST", pkg.key], ["PUT", `${pkg.key}/${row.id}`]] as const) {
        const answer = await admin.request(method, url, body);
        expect({ name, method, status: answer.statusCode }).toEqual({ name, method, status: 400 });
        expect({ name, fields: Object.keys(answer.json().errors) }).toEqual({ name, fields: [field] });
      }
    }
    expect((await admin.ok(`${pkg.key}/${row.id}`)).recordList[0]).toEqual(row);
  });

  it("is closed to staff without the Premium Account and Time Duration pages, and read-only to the demo administrator", async () => {
    const row = await add("Zq_Access", [{ durationId: months[1], discount: 0 }]);
    const calls = [
      ["POST", pkg.key, payload("Zq_Access2", [{ durationId: months[1], discount: 0 }])],
      ["PUT", `${pkg.key}/${row.id}`, payload("Zq_Access", [{ durationId: months[1], discount: 5 }])],
      ["DELETE", `${pkg.key}/${row.id}`, undefined],
      ["PUT", `${duration.key}/${months[1]}`, { months: 2 }],
    ] as const;
    await expectRefusedToStaffAndDemo({ staff, demo }, calls);
    expect((await admin.ok(`${pkg.key}/${row.id}`)).recordList[0]).toEqual(row);
  });
});
