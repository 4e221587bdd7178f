import { eq, sql } from "drizzle-orm";
import { ADMIN_PAGES } from "@/lib/pages";
import { ACCOUNTS } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { permissionTitles } from "../auth/credentials";
import { adminUsers } from "../db/schema";
import { syncPages } from "./seed";

describeEachDatabase("pages in the database", (t) => {
  const staffId = async () => {
    const [row] = await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(sql`lower(${adminUsers.email})`, ACCOUNTS.staff.email));
    return row.id;
  };

  it("are known by their key: a renamed title keeps every grant, and the old title opens nothing", async () => {
    const id = await staffId();
    const before = (await permissionTitles(t.db, id)).map((p) => p.title);
    expect(before).toContain("Religion");

    const renamed = ADMIN_PAGES.map((page) => (page.slug === "religion" ? { ...page, title: "Religions" } : page));
    await syncPages(t.db, renamed);
    const after = (await permissionTitles(t.db, id)).map((p) => p.title);
    expect(after).toContain("Religions");
    expect(after).not.toContain("Religion");
    expect(after).toHaveLength(before.length);

    // And back, as the next start with the real list does.
    await syncPages(t.db);
    expect((await permissionTitles(t.db, id)).map((p) => p.title)).toEqual(before);
  });
});
