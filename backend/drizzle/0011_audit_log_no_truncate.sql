-- The audit log is written once (0008 refuses UPDATE and DELETE row by row); TRUNCATE fires no row
-- trigger, so it is refused by a statement trigger of its own, with the same function and words.
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_immutable"();
