-- What the api's database role may do (docs/audit-log.md, "Entries cannot be changed"; deploy/README.md).
--
-- The api reads and writes rows; it owns no table. The owner (the role that ran `npm run db:migrate`)
-- keeps DROP, ALTER, TRUNCATE and the triggers; the api role may only add to the audit log and read it.
-- Run this file as the owner, in the console's database, after creating the api's role, e.g.
--   CREATE ROLE console_api LOGIN PASSWORD '…';
--   psql "$OWNER_DATABASE_URL" -v ON_ERROR_STOP=1 -f deploy/api-role.sql
-- (replace console_api everywhere if the role has another name). Run it again after an upgrade's
-- migrations: the default privileges below cover new tables, this covers everything else.

GRANT USAGE ON SCHEMA public TO console_api;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO console_api;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO console_api;

-- The audit log is written once: the api adds entries and reads them, nothing else.
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON audit_log FROM console_api;

-- Tables and sequences the owner's later migrations create.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO console_api;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO console_api;

-- At start the api checks that every migration is applied (and applies none): it reads the ledger.
GRANT USAGE ON SCHEMA drizzle TO console_api;
GRANT SELECT ON drizzle.__drizzle_migrations TO console_api;
