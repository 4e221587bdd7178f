CREATE TABLE "member_proposal_counts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"sent" integer NOT NULL,
	"received" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_tallies" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"proposals" integer NOT NULL,
	CONSTRAINT "proposal_tallies_key" UNIQUE("kind","day")
);
--> statement-breakpoint
CREATE TABLE "proposal_tally_changes" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"proposals" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "proposals_created_idx";--> statement-breakpoint
CREATE INDEX "member_proposal_counts_sent_idx" ON "member_proposal_counts" USING btree ("sent","member_id") WHERE "member_proposal_counts"."sent" > 0;--> statement-breakpoint
CREATE INDEX "member_proposal_counts_received_idx" ON "member_proposal_counts" USING btree ("received","member_id") WHERE "member_proposal_counts"."received" > 0;--> statement-breakpoint
CREATE INDEX "proposals_answered_idx" ON "proposals" USING btree ("status","responded_at","id") WHERE "proposals"."status" <> 'pending';--> statement-breakpoint
CREATE INDEX "proposals_created_idx" ON "proposals" USING btree ("created_at","id","sender_id","receiver_id");--> statement-breakpoint
-- The proposal tallies (docs/reports.md, "Speed"): each statement on proposals appends what it changed,
-- by day (in the service's time zone, lib/time-zone.ts) and kind: sent on the day it was sent, accepted
-- or rejected on the day it was answered. Appending never waits on another writer; the api folds the
-- changes into proposal_tallies. The members' counts are kept in place, in member order.
CREATE FUNCTION "proposal_tally_rows"("created_at" timestamptz, "responded_at" timestamptz, "status" text) RETURNS TABLE ("day" date, "kind" text) LANGUAGE sql STABLE AS $$
  SELECT ("created_at" AT TIME ZONE 'Asia/Kolkata')::date, 'sent'
  UNION ALL
  SELECT ("responded_at" AT TIME ZONE 'Asia/Kolkata')::date, "status" WHERE "status" <> 'pending' AND "responded_at" IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION "proposal_tallies_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "proposal_tally_changes" ("day", "kind", "proposals")
  SELECT t."day", t."kind", count(*) FROM "new_proposals" n CROSS JOIN LATERAL "proposal_tally_rows"(n."created_at", n."responded_at", n."status") t GROUP BY 1, 2;
  INSERT INTO "member_proposal_counts" ("member_id", "sent", "received")
  SELECT m, sum(s), sum(r) FROM (SELECT n."sender_id", 1, 0 FROM "new_proposals" n UNION ALL SELECT n."receiver_id", 0, 1 FROM "new_proposals" n) AS c(m, s, r)
  GROUP BY m ORDER BY m
  ON CONFLICT ("member_id") DO UPDATE SET "sent" = "member_proposal_counts"."sent" + excluded."sent", "received" = "member_proposal_counts"."received" + excluded."received";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "proposal_tallies_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "proposal_tally_changes" ("day", "kind", "proposals")
  SELECT d, k, sum(n) FROM (
    SELECT t."day", t."kind", -1 FROM "old_proposals" o CROSS JOIN LATERAL "proposal_tally_rows"(o."created_at", o."responded_at", o."status") t
    UNION ALL
    SELECT t."day", t."kind", 1 FROM "new_proposals" n CROSS JOIN LATERAL "proposal_tally_rows"(n."created_at", n."responded_at", n."status") t
  ) AS c(d, k, n)
  GROUP BY 1, 2 HAVING sum(n) <> 0;
  INSERT INTO "member_proposal_counts" ("member_id", "sent", "received")
  SELECT m, sum(s), sum(r) FROM (
    SELECT o."sender_id", -1, 0 FROM "old_proposals" o UNION ALL SELECT o."receiver_id", 0, -1 FROM "old_proposals" o
    UNION ALL
    SELECT n."sender_id", 1, 0 FROM "new_proposals" n UNION ALL SELECT n."receiver_id", 0, 1 FROM "new_proposals" n
  ) AS c(m, s, r)
  GROUP BY m HAVING sum(s) <> 0 OR sum(r) <> 0 ORDER BY m
  ON CONFLICT ("member_id") DO UPDATE SET "sent" = "member_proposal_counts"."sent" + excluded."sent", "received" = "member_proposal_counts"."received" + excluded."received";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "proposal_tallies_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "proposal_tally_changes" ("day", "kind", "proposals")
  SELECT t."day", t."kind", -count(*) FROM "old_proposals" o CROSS JOIN LATERAL "proposal_tally_rows"(o."created_at", o."responded_at", o."status") t GROUP BY 1, 2;
  UPDATE "member_proposal_counts" c SET "sent" = c."sent" - g."sent", "received" = c."received" - g."received"
  FROM (
    SELECT m, sum(s) AS "sent", sum(r) AS "received"
    FROM (SELECT o."sender_id", 1, 0 FROM "old_proposals" o UNION ALL SELECT o."receiver_id", 0, 1 FROM "old_proposals" o) AS x(m, s, r)
    GROUP BY m
  ) AS g
  WHERE c."member_id" = g.m;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "proposal_tallies_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "proposal_tally_changes", "proposal_tallies", "member_proposal_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "proposals_tally_insert" AFTER INSERT ON "proposals" REFERENCING NEW TABLE AS "new_proposals" FOR EACH STATEMENT EXECUTE FUNCTION "proposal_tallies_insert"();--> statement-breakpoint
CREATE TRIGGER "proposals_tally_update" AFTER UPDATE ON "proposals" REFERENCING OLD TABLE AS "old_proposals" NEW TABLE AS "new_proposals" FOR EACH STATEMENT EXECUTE FUNCTION "proposal_tallies_update"();--> statement-breakpoint
CREATE TRIGGER "proposals_tally_delete" AFTER DELETE ON "proposals" REFERENCING OLD TABLE AS "old_proposals" FOR EACH STATEMENT EXECUTE FUNCTION "proposal_tallies_delete"();--> statement-breakpoint
CREATE TRIGGER "proposals_tally_truncate" AFTER TRUNCATE ON "proposals" FOR EACH STATEMENT EXECUTE FUNCTION "proposal_tallies_truncate"();--> statement-breakpoint
-- Derived rows follow every load, a bulk one that skips foreign-key checks included (as 0007's).
ALTER TABLE "proposals" ENABLE ALWAYS TRIGGER "proposals_tally_insert";--> statement-breakpoint
ALTER TABLE "proposals" ENABLE ALWAYS TRIGGER "proposals_tally_update";--> statement-breakpoint
ALTER TABLE "proposals" ENABLE ALWAYS TRIGGER "proposals_tally_delete";--> statement-breakpoint
ALTER TABLE "proposals" ENABLE ALWAYS TRIGGER "proposals_tally_truncate";--> statement-breakpoint
-- The proposals already there.
INSERT INTO "proposal_tallies" ("day", "kind", "proposals")
SELECT t."day", t."kind", count(*) FROM "proposals" p CROSS JOIN LATERAL "proposal_tally_rows"(p."created_at", p."responded_at", p."status") t GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "member_proposal_counts" ("member_id", "sent", "received")
SELECT m, sum(s), sum(r) FROM (SELECT "sender_id", 1, 0 FROM "proposals" UNION ALL SELECT "receiver_id", 0, 1 FROM "proposals") AS c(m, s, r) GROUP BY m;
