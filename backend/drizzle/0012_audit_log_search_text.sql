DROP INDEX "audit_log_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "record_name" text;--> statement-breakpoint
-- The entries written before this migration get the name their row has shown all along: the snapshot's
-- (after, else before) field that each resource displays, as lib/resources declared them at this
-- migration (backend/src/audit-record-name.ts computes it for new entries). The log refuses UPDATE
-- (0008): its trigger is switched off around this one update, inside the migration's transaction.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_immutable";--> statement-breakpoint
UPDATE "audit_log" AS "entry"
SET "record_name" = "named"."name"
FROM (
  SELECT "log"."id", "snapshot"."value" ->> "shown"."key" AS "name"
  FROM "audit_log" AS "log"
  JOIN (VALUES
    ('premiumaccount', 'name'), ('coupon', 'name'), ('premiumfacility', 'name'), ('timeduration', 'months'),
    ('document-type', 'name'), ('religion', 'name'), ('community', 'name'), ('subcommunity', 'name'),
    ('maritalstatus', 'name'), ('employment', 'name'), ('occupation', 'name'), ('education', 'name'),
    ('diet', 'name'), ('height', 'cm'), ('income', 'value'), ('currency', 'name'), ('paymentGateway', 'name'),
    ('profile-for', 'name'), ('weight', 'kg'), ('faqcategory', 'name'), ('faq', 'question'),
    ('successstory', 'couple'), ('feedback', 'title'), ('country', 'name'), ('state', 'name'),
    ('district', 'name'), ('city', 'name'), ('appuser', 'name'), ('memberdocument', 'documentTypeIdName'),
    ('memberproposal', 'member'), ('memberfavourite', 'name'), ('memberblock', 'name'),
    ('memberpackage', 'packageName'), ('memberhistory', 'action'), ('blockrequest', 'reported'),
    ('users', 'name'), ('auditlog', 'action')
  ) AS "shown"("resource", "key") ON "shown"."resource" = substring("log"."target" from '^(.*):')
  CROSS JOIN LATERAL (
    SELECT CASE WHEN jsonb_typeof("log"."after") = 'object' THEN "log"."after" WHEN jsonb_typeof("log"."before") = 'object' THEN "log"."before" END AS "value"
  ) AS "snapshot"
  WHERE jsonb_typeof("snapshot"."value" -> "shown"."key") IN ('string', 'number')
) AS "named"
WHERE "entry"."id" = "named"."id";--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_immutable";--> statement-breakpoint
CREATE INDEX "audit_log_search_trgm_idx" ON "audit_log" USING gin (("action" || ' ' || coalesce("target", '') || ' ' || coalesce("record_name", '') || ' ' || coalesce("page", '')) gin_trgm_ops);
