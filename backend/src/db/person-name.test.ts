import { eq, sql } from "drizzle-orm";
import { ACCOUNTS, buildTestApp, signIn } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { insertMember } from "../../test/members";
import { resourceClient } from "../../test/resources";
import { personName } from "./person-name";
import { memberNames, members } from "./schema";

describeEachDatabase("A person's name, one rule", (t) => {
  it("is what member_names holds for every member, after an insert and a rename (the App Users search reads it)", async () => {
    const member = await insertMember(t.db, { firstName: "Harpreet", middleName: "Kaur", lastName: "Sandhu" });
    const differing = async () =>
      (await t.db.select({ id: members.id }).from(members).innerJoin(memberNames, eq(memberNames.memberId, members.id)).where(sql`${memberNames.name} is distinct from ${personName(members)}`)).length;
    expect(await differing()).toBe(0);
    const [named] = await t.db.select({ name: personName(members) }).from(members).where(eq(members.id, member.id));
    expect(named.name).toBe("Harpreet Sandhu");
    await t.db.update(members).set({ lastName: "Gill", middleName: null }).where(eq(members.id, member.id));
    expect(await differing()).toBe(0);
  });

  it("is the name App Users lists and finds a member by, the middle name left to the member view", async () => {
    const app = await buildTestApp(t.db);
    try {
      const staff = resourceClient(app, (await signIn(app, ACCOUNTS.staff)).SessionToken);
      const member = await insertMember(t.db, { firstName: "Gurleen", middleName: "Kaur", lastName: "Dhillonrule" });
      const found = await staff.ok("appuser?search=Gurleen%20Dhillonrule");
      expect(found.recordList.map((row) => [row.id, row.name])).toEqual([[member.id, "Gurleen Dhillonrule"]]);
      const view = await staff.ok(`appuser/${member.id}/profile`);
      expect(view.recordList[0]).toMatchObject({ account: { name: "Gurleen Dhillonrule" }, personal: { middleName: "Kaur" } });
    } finally {
      await app.close();
    }
  });
});
