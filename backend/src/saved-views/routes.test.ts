/**
 * Saved views of the lists (docs/saved-views.md): each administrator's own per page, shared ones
 * offered to whoever may open the page and to nobody else, a query the page's lists would read whole,
 * changes only to one's own, and an audit entry whenever a shared view is made, changed or removed.
 */
import { and, asc, eq, like } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { apiPaths } from "@/lib/api-paths";
import { IDEMPOTENCY_HEADER } from "@/lib/idempotency";
import { SAVED_VIEW_NAME_MAX, SAVED_VIEWS_PER_PAGE, type SavedView } from "@/lib/saved-views";
import { ACCOUNTS, bearer } from "../../test/app";
import { callerFor, makeAdmin, useAdminApp, type Caller } from "../../test/admins";
import { describeEachDatabase } from "../../test/databases";
import { adminUsers, auditLog, savedViews } from "../db/schema";

/** The path of a page's views under /api/admin/, as callerFor takes it. */
const viewsOf = (slug: string) => apiPaths.savedViews(slug).slice("/api/admin/".length);
const viewOf = (slug: string, id: number | string) => apiPaths.savedView(slug, id).slice("/api/admin/".length);

describeEachDatabase("saved views", (t) => {
  const api = useAdminApp(t);
  const admin = api.admin;
  let staff: Caller;

  beforeAll(async () => {
    staff = await callerFor(api.app, ACCOUNTS.staff);
  });

  const listed = async (caller: Caller, slug = "appuser") => {
    const answer = await caller("GET", viewsOf(slug));
    expect(answer.statusCode).toBe(200);
    return answer.json().recordList as SavedView[];
  };
  const save = (caller: Caller, body: Record<string, unknown>, slug = "appuser") => caller("POST", viewsOf(slug), body);
  const saved = async (caller: Caller, body: Record<string, unknown>, slug = "appuser") => {
    const answer = await save(caller, body, slug);
    expect([answer.statusCode, answer.json().message]).toEqual([200, expect.any(String)]);
    return answer.json().recordList[0] as SavedView;
  };
  const entriesOf = async (id: number) =>
    (await t.db.select({ action: auditLog.action, page: auditLog.page, before: auditLog.before, after: auditLog.after }).from(auditLog).where(eq(auditLog.target, `savedview:${id}`)).orderBy(asc(auditLog.id))).map(
      ({ action, page, before, after }) => ({ action, page, before, after }),
    );
  const refusal = (answer: { statusCode: number; json(): { message?: string } }) => [answer.statusCode, answer.json().message];

  it("keeps a private view for its owner alone, and offers it to everyone who may open the page once shared", async () => {
    const view = await saved(admin, { name: "  Women waiting  ", query: "gender=Female&documentStatus=Verify+Doc&sort=name&order=asc&pageSize=20" });
    expect(view).toEqual({ id: expect.any(Number), name: "Women waiting", query: "pageSize=20&sort=name&order=asc&gender=Female&documentStatus=Verify+Doc", shared: false, mine: true, owner: "Asha Menon" });
    expect(await listed(admin)).toContainEqual(view);
    expect((await listed(staff)).map(({ id }) => id)).not.toContain(view.id);
    // Private: nothing audited.
    expect(await entriesOf(view.id)).toEqual([]);

    const shared = await admin("PUT", viewOf("appuser", view.id), { shared: true });
    expect(refusal(shared)).toEqual([200, MESSAGES.savedViewNowShared("Women waiting")]);
    expect(await listed(staff)).toContainEqual({ ...view, shared: true, mine: false });
    expect(await entriesOf(view.id)).toEqual([
      { action: "savedview.share", page: "App Users", before: { name: "Women waiting", query: view.query, shared: false }, after: { name: "Women waiting", query: view.query, shared: true } },
    ]);
    // Not a page of theirs: another page's views, or none at all.
    expect((await listed(staff, "religion")).map(({ id }) => id)).not.toContain(view.id);
  });

  it("lists the caller's own views first, then the shared ones, each saying whose", async () => {
    const theirs = await saved(staff, { name: "Staff's blocked", query: "isBlocked=true", shared: true });
    const mine = await saved(admin, { name: "Zeta mine", query: "gender=Male" });
    const views = await listed(admin);
    const at = (id: number) => views.findIndex((one) => one.id === id);
    expect(at(mine.id)).toBeLessThan(at(theirs.id));
    expect(views[at(theirs.id)]).toEqual({ ...theirs, mine: false, owner: `${staff.record.firstName} ${staff.record.lastName}` });
    expect(views.slice(0, at(theirs.id)).every((one) => one.mine)).toBe(true);
    // Shared on creation: audited as a share.
    expect((await entriesOf(theirs.id)).map(({ action }) => action)).toEqual(["savedview.share"]);
  });

  it("renames, changes and deletes only the caller's own: anyone else's is not found", async () => {
    const view = await saved(admin, { name: "Only mine", query: "gender=Female", shared: true });
    for (const answer of [await staff("PUT", viewOf("appuser", view.id), { name: "Taken over" }), await staff("DELETE", viewOf("appuser", view.id))]) {
      expect(refusal(answer)).toEqual([404, MESSAGES.savedViewNotFound]);
    }
    // Nor through another page's path.
    expect((await admin("PUT", viewOf("religion", view.id), { name: "Elsewhere" })).statusCode).toBe(404);
    const [row] = await t.db.select().from(savedViews).where(eq(savedViews.id, view.id));
    expect([row.name, row.shared]).toEqual(["Only mine", true]);
  });

  it("audits a change of a shared view, its unsharing and its delete; a private one's changes are not audited", async () => {
    const view = await saved(admin, { name: "Audited", query: "gender=Female", shared: true });
    expect(refusal(await admin("PUT", viewOf("appuser", view.id), { name: "Audited renamed", query: "gender=Male" }))).toEqual([200, MESSAGES.savedViewSaved("Audited renamed")]);
    expect(refusal(await admin("PUT", viewOf("appuser", view.id), { shared: false }))).toEqual([200, MESSAGES.savedViewNowPrivate("Audited renamed")]);
    expect(refusal(await admin("PUT", viewOf("appuser", view.id), { name: "Audited private" }))).toEqual([200, MESSAGES.savedViewSaved("Audited private")]);
    expect(refusal(await admin("PUT", viewOf("appuser", view.id), { shared: true }))).toEqual([200, MESSAGES.savedViewNowShared("Audited private")]);
    expect(refusal(await admin("DELETE", viewOf("appuser", view.id)))).toEqual([200, MESSAGES.savedViewDeleted("Audited private")]);
    expect((await entriesOf(view.id)).map(({ action, before, after }) => [action, before, after])).toEqual([
      ["savedview.share", null, { name: "Audited", query: "gender=Female", shared: true }],
      ["savedview.update", { name: "Audited", query: "gender=Female", shared: true }, { name: "Audited renamed", query: "gender=Male", shared: true }],
      ["savedview.unshare", { name: "Audited renamed", query: "gender=Male", shared: true }, { name: "Audited renamed", query: "gender=Male", shared: false }],
      ["savedview.share", { name: "Audited private", query: "gender=Male", shared: false }, { name: "Audited private", query: "gender=Male", shared: true }],
      ["savedview.delete", { name: "Audited private", query: "gender=Male", shared: true }, null],
    ]);
    expect(await t.db.select().from(savedViews).where(eq(savedViews.id, view.id))).toEqual([]);

    const quiet = await saved(admin, { name: "Quiet", query: "" });
    expect((await admin("PUT", viewOf("appuser", quiet.id), { name: "Quiet renamed" })).statusCode).toBe(200);
    expect((await admin("DELETE", viewOf("appuser", quiet.id))).statusCode).toBe(200);
    expect(await entriesOf(quiet.id)).toEqual([]);
  });

  it("refuses a second view of the same name, in any case, in words; another page or administrator may use it", async () => {
    await saved(admin, { name: "Twice", query: "gender=Female" });
    expect(refusal(await save(admin, { name: "tWICE", query: "gender=Male" }))).toEqual([409, MESSAGES.savedViewNameTaken("tWICE")]);
    await saved(admin, { name: "Twice", query: "search=Hindu" }, "religion");
    await saved(staff, { name: "Twice", query: "" });
    const other = await saved(admin, { name: "Other", query: "" });
    expect(refusal(await admin("PUT", viewOf("appuser", other.id), { name: "TWICE" }))).toEqual([409, MESSAGES.savedViewNameTaken("TWICE")]);
  });

  it("takes a name of 1 to 60 characters, trimmed", async () => {
    for (const name of ["", "   ", "x".repeat(SAVED_VIEW_NAME_MAX + 1), 7, null]) {
      const answer = await save(admin, { name, query: "" });
      expect([name, ...refusal(answer), answer.json().errors]).toEqual([name, 400, MESSAGES.savedViewName(SAVED_VIEW_NAME_MAX), { name: MESSAGES.savedViewName(SAVED_VIEW_NAME_MAX) }]);
    }
    expect((await saved(admin, { name: "y".repeat(SAVED_VIEW_NAME_MAX), query: "" })).name).toHaveLength(SAVED_VIEW_NAME_MAX);
  });

  it("takes only a query the page's list would read whole, saying what is wrong with any other", async () => {
    const refusals: [string, string][] = [
      ["gender=Female&colour=blue", MESSAGES.savedViewNotOfList("colour")],
      ["page=2", MESSAGES.savedViewNoPage],
      ["gender=Female&gender=Male", MESSAGES.savedViewNameTwice("gender")],
      ["gender=", MESSAGES.savedViewNoValue("gender")],
      ["pageSize=50", MESSAGES.savedViewPageSize("pageSize", [10, 20, 30, 40])],
    ];
    for (const [query, message] of refusals) {
      const answer = await save(admin, { name: "Refused", query });
      expect([query, ...refusal(answer), answer.json().errors]).toEqual([query, 400, message, { query: message }]);
    }
    // A value the list refuses: named, with the list's own reason.
    for (const query of ["sort=password", "order=sideways", "gender=Robot", "from=2025-02-30", "from=2025-03-01&to=2025-01-01", "religionId=abc", `search=${"x".repeat(101)}`]) {
      const answer = await save(admin, { name: "Refused", query });
      expect([query, answer.statusCode, answer.json().message]).toEqual([query, 400, expect.stringMatching(/^"\w+" is not a value this list accepts: /)]);
    }
    expect(refusal(await save(admin, { name: "Refused", query: "x".repeat(2_001) }))).toEqual([400, MESSAGES.savedViewQueryTooLong(2_000)]);
    expect(refusal(await save(admin, { name: "Refused", query: 7 }))).toEqual([400, MESSAGES.savedViewQuery]);
    expect(await t.db.select().from(savedViews).where(eq(savedViews.name, "Refused"))).toEqual([]);
    // A leading "?" is the address's, not the query's; the names are kept in the list's order.
    const view = await saved(admin, { name: "Range", query: "?to=2025-06-30&from=2025-01-01&search=Sharma" });
    expect(view.query).toBe("search=Sharma&from=2025-01-01&to=2025-06-30");
  });

  it("keeps a panes page's choices and each pane's own state, under its prefix", async () => {
    const view = await saved(admin, { name: "Kerala cities", query: "state=4&country=1&state.search=Ker&city.order=desc&district.pageSize=40" }, "region");
    expect(view.query).toBe("country=1&state=4&state.search=Ker&district.pageSize=40&city.order=desc");
    for (const [query, message] of [
      ["city=5", MESSAGES.savedViewNotOfList("city")],
      ["country=abc", MESSAGES.savedViewChoice("country")],
      ["state.page=2", MESSAGES.savedViewNoPage],
      ["search=Ker", MESSAGES.savedViewNotOfList("search")],
    ] as const) {
      expect([query, ...refusal(await save(admin, { name: "Refused", query }, "region"))]).toEqual([query, 400, message]);
    }
  });

  it("refuses a field it does not take, and a change that changes nothing", async () => {
    const unknown = await save(admin, { name: "Strict", query: "", owner: 1 });
    expect([...refusal(unknown), unknown.json().errors]).toEqual([400, MESSAGES.unknownField("owner"), { owner: MESSAGES.unknownField("owner") }]);
    const view = await saved(admin, { name: "Strict", query: "" });
    expect(refusal(await admin("PUT", viewOf("appuser", view.id), { name: "Strict", adminId: 1 }))).toEqual([400, MESSAGES.unknownField("adminId")]);
    expect(refusal(await admin("PUT", viewOf("appuser", view.id), {}))).toEqual([400, MESSAGES.savedViewNothingToChange]);
    expect(refusal(await admin("PUT", viewOf("appuser", view.id), { shared: "yes" }))).toEqual([400, MESSAGES.savedViewShared]);
    expect(refusal(await admin("DELETE", viewOf("appuser", view.id), { sure: true }))).toEqual([400, MESSAGES.unknownField("sure")]);
    expect((await admin("GET", `${viewsOf("appuser")}?mine=true`)).statusCode).toBe(400);
    for (const id of ["0", "01", "abc", "99999999"]) expect(refusal(await admin("PUT", viewOf("appuser", id), { name: "X" }))).toEqual([404, MESSAGES.savedViewNotFound]);
  });

  it("is for whoever may open the page (Read is enough), never for a page without a list, never for the demo's changes", async () => {
    const reader = await callerFor(api.app, await makeAdmin(t.db, { rights: { Religion: {} } }));
    const own = await saved(reader, { name: "Reader's", query: "status=active" }, "religion");
    expect(own.mine).toBe(true);
    expect(refusal(await reader("GET", viewsOf("appuser")))).toEqual([403, MESSAGES.notPermitted]);
    expect(refusal(await save(reader, { name: "No", query: "" }))).toEqual([403, MESSAGES.notPermitted]);
    const content = await callerFor(api.app, ACCOUNTS.content);
    expect(refusal(await content("GET", viewsOf("appuser")))).toEqual([403, MESSAGES.notPermitted]);
    // Staff never open the audit log, whatever they are granted; nor keep views of it.
    expect((await staff("GET", viewsOf("audit-log"))).statusCode).toBe(403);
    // Pages that draw no list toolbar (a report, the dashboard, the profile) have no views.
    for (const slug of ["dashboard", "requestsend", "profile", "setting", "nosuchpage"]) expect([slug, (await admin("GET", viewsOf(slug))).statusCode]).toEqual([slug, 404]);

    const demo = await callerFor(api.app, ACCOUNTS.demo);
    expect((await demo("GET", viewsOf("appuser"))).statusCode).toBe(200);
    expect(refusal(await save(demo, { name: "Demo's", query: "" }))).toEqual([403, MESSAGES.demoReadOnly]);
    expect(refusal(await demo("DELETE", viewOf("appuser", own.id)))).toEqual([403, MESSAGES.demoReadOnly]);

    const signedOut = await api.app.inject({ method: "GET", url: apiPaths.savedViews("appuser") });
    expect(signedOut.statusCode).toBe(401);
  });

  it("offers no longer the shared views of a deleted administrator", async () => {
    const leaving = await makeAdmin(t.db, { rights: { "App Users": {} } });
    const view = await saved(await callerFor(api.app, leaving), { name: "Left behind", query: "", shared: true });
    expect((await listed(admin)).map(({ id }) => id)).toContain(view.id);
    await t.db.update(adminUsers).set({ deletedAt: new Date() }).where(eq(adminUsers.id, leaving.id));
    expect((await listed(admin)).map(({ id }) => id)).not.toContain(view.id);
  });

  it("saves a view sent again under the same Idempotency-Key once", async () => {
    const send = () =>
      api.app.inject({ method: "POST", url: apiPaths.savedViews("appuser"), headers: { ...bearer(admin.record.SessionToken), [IDEMPOTENCY_HEADER]: "saved-view-once-1" }, payload: { name: "Sent twice", query: "gender=Male", shared: true } });
    const [first, again] = [await send(), await send()];
    expect([first.statusCode, again.statusCode, again.headers["idempotent-replayed"]]).toEqual([200, 200, "true"]);
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(savedViews).where(eq(savedViews.name, "Sent twice"))).toHaveLength(1);
    expect(await entriesOf(first.json().recordList[0].id)).toHaveLength(1);
  });

  it(`keeps at most ${SAVED_VIEWS_PER_PAGE} views per administrator and page`, async () => {
    const busy = await callerFor(api.app, await makeAdmin(t.db, { rights: { Religion: {} } }));
    await t.db.insert(savedViews).values(Array.from({ length: SAVED_VIEWS_PER_PAGE }, (_, n) => ({ adminId: busy.record.id, page: "religion", name: `Many ${n}`, query: "" })));
    expect(refusal(await save(busy, { name: "One more", query: "" }, "religion"))).toEqual([409, MESSAGES.savedViewsFull(SAVED_VIEWS_PER_PAGE)]);
    expect(await t.db.select().from(savedViews).where(and(eq(savedViews.adminId, busy.record.id), like(savedViews.name, "One more")))).toEqual([]);
  });
});
