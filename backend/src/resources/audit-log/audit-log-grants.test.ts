/**
 * The database grants a deployment gives the api's role (deploy/api-role.sql, docs/audit-log.md):
 * with them the api starts on a database its owner migrated, reads and writes as it always does and
 * adds to the audit log, but cannot empty, drop, alter or unhook the log. PostgreSQL only: roles and
 * grants are the server's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../db/client";
import { databaseErrorCode } from "../../db/errors";
import { auditLog } from "../../db/schema";
import { syncPages } from "../../setup/seed";
import { databaseTargets, onServer, useDatabase } from "../../../test/databases";

const GRANTS = readFileSync(path.resolve(__dirname, "../../../../deploy/api-role.sql"), "utf8");
const postgres = databaseTargets().find((target) => target.label === "PostgreSQL");

// Without DATABASE_URL the block is skipped, and nothing in it may touch a database (a skipped
// block's body still runs: it declares its tests).
(postgres ? describe : describe.skip)("The api's database role (deploy/api-role.sql) on PostgreSQL", () => {
  if (!postgres) return it("runs when DATABASE_URL names a PostgreSQL server", () => undefined);
  const t = useDatabase(postgres);
  const role = `api_role_${randomBytes(5).toString("hex")}`;
  let api: Database;

  const refusal = async (work: Promise<unknown>) => databaseErrorCode(await work.then(() => undefined, (error: unknown) => error));
  const entries = async () => (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`)).rows[0].n;

  beforeAll(async () => {
    await t.db.execute(sql.raw(`CREATE ROLE ${role} LOGIN`));
    // The file as written, for a role of this test's own (roles are the whole server's).
    await t.db.execute(sql.raw(GRANTS.replace(/\bconsole_api\b/g, role)));
    const [{ name }] = (await t.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
    const url = new URL(process.env.DATABASE_URL!);
    url.username = role;
    url.password = "";
    url.pathname = `/${name}`;
    api = await openDatabase({ url: url.toString() });
    await t.db.insert(auditLog).values({ action: "religion.update", target: "religion:1", page: "Religion", ip: "10.0.0.8" });
  });
  afterAll(async () => {
    await api?.close().catch(() => undefined);
    // Roles outlive databases: the role's grants go first (unless its database is gone already), then the role.
    await Promise.resolve()
      .then(() => t.db.execute(sql.raw(`DROP OWNED BY ${role}`)))
      .catch(() => undefined);
    await onServer(process.env.DATABASE_URL!, (client) => client.query(`DROP ROLE IF EXISTS ${role}`));
  });

  it("starts the api on the owner's migrated database and works as usual, adding to the audit log", async () => {
    await api.migrate();
    await syncPages(api.db);
    const [entry] = await api.db.insert(auditLog).values({ action: "grants.probe", page: "Religion", ip: "10.0.0.9" }).returning({ id: auditLog.id });
    const read = await api.db.execute<{ action: string }>(sql`select action from audit_log where id = ${entry.id}`);
    expect(read.rows).toEqual([{ action: "grants.probe" }]);
  });

  it("cannot empty, change, drop, alter or unhook the audit log", async () => {
    const before = await entries();
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      "TRUNCATE audit_log",
      "UPDATE audit_log SET action = 'forged'",
      "DELETE FROM audit_log",
      "DROP TABLE audit_log",
      "ALTER TABLE audit_log DISABLE TRIGGER audit_log_immutable",
      "ALTER TABLE audit_log DISABLE TRIGGER ALL",
      "DROP TRIGGER audit_log_no_truncate ON audit_log",
      "DROP FUNCTION audit_log_immutable() CASCADE",
      "ALTER TABLE audit_log RENAME TO audit_log_old",
      "CREATE TABLE public.audit_log_copy (id integer)",
    ]) {
      expect([statement, await refusal(api.db.execute(sql.raw(statement)))]).toEqual([statement, "42501"]);
    }
    expect(await entries()).toBe(before);
  });
});
