/**
 * Undo from the toast (docs/undo.md): a switch answers what undoes it; the undo switches back through
 * the same code and rights, with its own audit entry, only for whoever made the change, within its
 * seconds, once, and only while the row is as the change left it.
 */
import { and, asc, eq } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { UNDO_SECONDS, type Undo } from "@/lib/undo";
import { callerFor, makeAdmin, useAdminApp } from "../../test/admins";
import { describeEachDatabase } from "../../test/databases";
import { auditLog } from "../db/schema";

describeEachDatabase("undo from the toast", (t) => {
  const api = useAdminApp(t);
  const admin = api.admin;

  const newReligion = async (name: string) => (await admin("POST", "religion", { name })).json().recordList[0].id as number;
  const switchOff = async (id: number) => {
    const answer = await admin("PUT", `religion/${id}/active`, { isActive: false });
    expect(answer.statusCode).toBe(200);
    return answer.json().undo as Undo;
  };
  const isActive = async (id: number) => (await admin("GET", `religion/${id}`)).json().recordList[0].isActive as boolean;
  const actions = async (id: number) =>
    (await t.db.select({ action: auditLog.action, details: auditLog.details }).from(auditLog).where(eq(auditLog.target, `religion:${id}`)).orderBy(asc(auditLog.id))).map((entry) => [entry.action, entry.details]);

  it("switches back through the same route's rights, with an audit entry of its own, once", async () => {
    const id = await newReligion("Undone Faith");
    const undo = await switchOff(id);
    expect(undo.path).toBe(`/api/admin/religion/${id}/undo`);
    const undone = await admin("POST", `religion/${id}/undo`, { change: undo.change });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toBe(MESSAGES.undone(MESSAGES.rowSwitched("Religion", true)));
    expect(await isActive(id)).toBe(true);
    expect(await actions(id)).toEqual([
      ["religion.create", null],
      ["religion.deactivate", null],
      ["religion.undo", { undoes: Number(undo.change), action: "religion.deactivate" }],
    ]);
    // Once only.
    const again = await admin("POST", `religion/${id}/undo`, { change: undo.change });
    expect([again.statusCode, again.json().message]).toEqual([409, MESSAGES.alreadyUndone]);
    expect(await isActive(id)).toBe(true);
  });

  it("refuses once the row was changed since, and changes nothing", async () => {
    const id = await newReligion("Changed Since Faith");
    const undo = await switchOff(id);
    expect((await admin("PUT", `religion/${id}`, { name: "Changed Since Faith Renamed" })).statusCode).toBe(200);
    const refused = await admin("POST", `religion/${id}/undo`, { change: undo.change });
    expect([refused.statusCode, refused.json().message]).toEqual([409, MESSAGES.undoChangedSince]);
    expect(await isActive(id)).toBe(false);
    expect((await actions(id)).map(([action]) => action)).toEqual(["religion.create", "religion.deactivate", "religion.update"]);
  });

  it("undoes only the caller's own change, on its own row, of a kind it undoes, in time", async () => {
    const id = await newReligion("Someone Else's Faith");
    const other = await newReligion("Other Row Faith");
    const undo = await switchOff(id);
    const staff = await callerFor(api.app, await makeAdmin(t.db, { rights: { Religion: { edit: true } } }));
    for (const [caller, path] of [
      [staff, `religion/${id}/undo`],
      [admin, `religion/${other}/undo`],
    ] as const) {
      const refused = await caller("POST", path, { change: undo.change });
      expect([refused.statusCode, refused.json().message]).toEqual([404, MESSAGES.nothingToUndo]);
    }
    // The name's change is not a switch: this route does not undo it.
    const renamed = await admin("PUT", `religion/${other}`, { name: "Other Row Faith Two" });
    expect(renamed.json().undo).toBeUndefined();
    const [update] = await t.db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.target, `religion:${other}`), eq(auditLog.action, "religion.update")));
    expect((await admin("POST", `religion/${other}/undo`, { change: String(update.id) })).statusCode).toBe(404);
    // Past its seconds: an entry made earlier (the log is written once, so a change of that age is made as one).
    const after = (await admin("GET", `religion/${other}`)).json().recordList[0];
    const [old] = await t.db
      .insert(auditLog)
      .values({ action: "religion.activate", adminId: admin.record.id, target: `religion:${other}`, page: "Religion", after, createdAt: new Date(Date.now() - (UNDO_SECONDS + 5) * 1000) })
      .returning({ id: auditLog.id });
    const late = await admin("POST", `religion/${other}/undo`, { change: String(old.id) });
    expect([late.statusCode, late.json().message]).toEqual([409, MESSAGES.undoTooLate(UNDO_SECONDS)]);
    expect(await isActive(id)).toBe(false);
  });

  it("needs the Edit right of the page, and a body naming the change alone", async () => {
    const id = await newReligion("Rights Faith");
    const undo = await switchOff(id);
    const reader = await callerFor(api.app, await makeAdmin(t.db, { rights: { Religion: {} } }));
    expect((await reader("POST", `religion/${id}/undo`, { change: undo.change })).statusCode).toBe(403);
    const unknown = await admin("POST", `religion/${id}/undo`, { change: undo.change, isActive: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("isActive");
    expect((await admin("POST", `religion/${id}/undo`, { change: "x" })).statusCode).toBe(400);
    expect(await isActive(id)).toBe(false);
  });
});
