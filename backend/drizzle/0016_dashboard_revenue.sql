CREATE TABLE "revenue_tallies" (
	"day" date NOT NULL,
	"package_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "revenue_tallies_key" UNIQUE("package_id","day")
);
--> statement-breakpoint
CREATE TABLE "revenue_tally_changes" (
	"day" date NOT NULL,
	"package_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
-- The revenue tallies (docs/dashboard.md, "Speed"): a purchase counts, on the day it was bought (in the
-- service's time zone, lib/time-zone.ts) and for its package, with its net amount, while its payment is
-- Success. Each statement on member_packages or payments appends what it changed; appending never waits
-- on another writer, and the api folds the changes into revenue_tallies. A purchase and its payment
-- loaded in either order are counted once: by whichever of the two arrives second.
CREATE FUNCTION "revenue_tallies_purchases_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "revenue_tally_changes" ("day", "package_id", "amount")
  SELECT (n."purchased_at" AT TIME ZONE 'Asia/Kolkata')::date, n."package_id", sum(n."net_amount")
  FROM "new_purchases" n JOIN "payments" p ON p."id" = n."payment_id" AND p."status" = 'Success'
  GROUP BY 1, 2 HAVING sum(n."net_amount") <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "revenue_tallies_purchases_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "revenue_tally_changes" ("day", "package_id", "amount")
  SELECT d, k, sum(a) FROM (
    SELECT (o."purchased_at" AT TIME ZONE 'Asia/Kolkata')::date, o."package_id", -o."net_amount"
    FROM "old_purchases" o JOIN "payments" p ON p."id" = o."payment_id" AND p."status" = 'Success'
    UNION ALL
    SELECT (n."purchased_at" AT TIME ZONE 'Asia/Kolkata')::date, n."package_id", n."net_amount"
    FROM "new_purchases" n JOIN "payments" p ON p."id" = n."payment_id" AND p."status" = 'Success'
  ) AS c(d, k, a)
  GROUP BY 1, 2 HAVING sum(a) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "revenue_tallies_purchases_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "revenue_tally_changes" ("day", "package_id", "amount")
  SELECT (o."purchased_at" AT TIME ZONE 'Asia/Kolkata')::date, o."package_id", -sum(o."net_amount")
  FROM "old_purchases" o JOIN "payments" p ON p."id" = o."payment_id" AND p."status" = 'Success'
  GROUP BY 1, 2 HAVING sum(o."net_amount") <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "revenue_tallies_payments_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "revenue_tally_changes" ("day", "package_id", "amount")
  SELECT (mp."purchased_at" AT TIME ZONE 'Asia/Kolkata')::date, mp."package_id", sum(mp."net_amount")
  FROM "new_payments" n JOIN "member_packages" mp ON mp."payment_id" = n."id"
  WHERE n."status" = 'Success'
  GROUP BY 1, 2 HAVING sum(mp."net_amount") <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "revenue_tallies_payments_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "revenue_tally_changes" ("day", "package_id", "amount")
  SELECT d, k, sum(a) FROM (
    SELECT (mp."purchased_at" AT TIME ZONE 'Asia/Kolkata')::date, mp."package_id", -mp."net_amount"
    FROM "old_payments" o JOIN "member_packages" mp ON mp."payment_id" = o."id" WHERE o."status" = 'Success'
    UNION ALL
    SELECT (mp."purchased_at" AT TIME ZONE 'Asia/Kolkata')::date, mp."package_id", mp."net_amount"
    FROM "new_payments" n JOIN "member_packages" mp ON mp."payment_id" = n."id" WHERE n."status" = 'Success'
  ) AS c(d, k, a)
  GROUP BY 1, 2 HAVING sum(a) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A payment deleted takes its purchases' amounts with it, before its purchases let go of it (the
-- foreign key sets their payment to null, and a purchase without a payment counts nothing).
CREATE FUNCTION "revenue_tallies_payment_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'Success' THEN
    INSERT INTO "revenue_tally_changes" ("day", "package_id", "amount")
    SELECT (mp."purchased_at" AT TIME ZONE 'Asia/Kolkata')::date, mp."package_id", -sum(mp."net_amount")
    FROM "member_packages" mp WHERE mp."payment_id" = OLD."id"
    GROUP BY 1, 2 HAVING sum(mp."net_amount") <> 0;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE FUNCTION "revenue_tallies_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "revenue_tally_changes", "revenue_tallies";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "member_packages_revenue_insert" AFTER INSERT ON "member_packages" REFERENCING NEW TABLE AS "new_purchases" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_tallies_purchases_insert"();--> statement-breakpoint
CREATE TRIGGER "member_packages_revenue_update" AFTER UPDATE ON "member_packages" REFERENCING OLD TABLE AS "old_purchases" NEW TABLE AS "new_purchases" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_tallies_purchases_update"();--> statement-breakpoint
CREATE TRIGGER "member_packages_revenue_delete" AFTER DELETE ON "member_packages" REFERENCING OLD TABLE AS "old_purchases" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_tallies_purchases_delete"();--> statement-breakpoint
CREATE TRIGGER "member_packages_revenue_truncate" AFTER TRUNCATE ON "member_packages" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_tallies_truncate"();--> statement-breakpoint
CREATE TRIGGER "payments_revenue_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "new_payments" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_tallies_payments_insert"();--> statement-breakpoint
CREATE TRIGGER "payments_revenue_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS "old_payments" NEW TABLE AS "new_payments" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_tallies_payments_update"();--> statement-breakpoint
CREATE TRIGGER "payments_revenue_delete" BEFORE DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION "revenue_tallies_payment_delete"();--> statement-breakpoint
CREATE TRIGGER "payments_revenue_truncate" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_tallies_truncate"();--> statement-breakpoint
-- Derived rows follow every load, a bulk one that skips foreign-key checks included (as 0007's).
ALTER TABLE "member_packages" ENABLE ALWAYS TRIGGER "member_packages_revenue_insert";--> statement-breakpoint
ALTER TABLE "member_packages" ENABLE ALWAYS TRIGGER "member_packages_revenue_update";--> statement-breakpoint
ALTER TABLE "member_packages" ENABLE ALWAYS TRIGGER "member_packages_revenue_delete";--> statement-breakpoint
ALTER TABLE "member_packages" ENABLE ALWAYS TRIGGER "member_packages_revenue_truncate";--> statement-breakpoint
ALTER TABLE "payments" ENABLE ALWAYS TRIGGER "payments_revenue_insert";--> statement-breakpoint
ALTER TABLE "payments" ENABLE ALWAYS TRIGGER "payments_revenue_update";--> statement-breakpoint
ALTER TABLE "payments" ENABLE ALWAYS TRIGGER "payments_revenue_delete";--> statement-breakpoint
ALTER TABLE "payments" ENABLE ALWAYS TRIGGER "payments_revenue_truncate";--> statement-breakpoint
-- The purchases already there.
INSERT INTO "revenue_tallies" ("day", "package_id", "amount")
SELECT (mp."purchased_at" AT TIME ZONE 'Asia/Kolkata')::date, mp."package_id", sum(mp."net_amount")
FROM "member_packages" mp JOIN "payments" p ON p."id" = mp."payment_id" AND p."status" = 'Success'
GROUP BY 1, 2 HAVING sum(mp."net_amount") <> 0;
