CREATE TABLE "payment_gateways_currencies" (
	"parent_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "payment_gateways_currencies_pk" PRIMARY KEY("parent_id","item_id")
);
--> statement-breakpoint
DROP INDEX "currencies_name_idx";--> statement-breakpoint
-- A gateway's provider names its credentials (docs/catalogue.md, "Payment gateways"). Gateways made
-- before it get theirs from their name; one that names none is taken as paid by hand.
ALTER TABLE "payment_gateways" ADD COLUMN "provider" text;--> statement-breakpoint
UPDATE "payment_gateways" SET "provider" = CASE
	WHEN "name" ILIKE '%razorpay%' THEN 'Razorpay'
	WHEN "name" ILIKE '%stripe%' THEN 'Stripe'
	WHEN "name" ILIKE '%paypal%' THEN 'PayPal'
	WHEN "name" ILIKE '%google%' THEN 'Google Play Billing'
	WHEN "name" ILIKE '%apple%' THEN 'Apple In-App Purchase'
	ELSE 'Manual Payment' END;--> statement-breakpoint
ALTER TABLE "payment_gateways" ALTER COLUMN "provider" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "payment_gateways_currencies" ADD CONSTRAINT "payment_gateways_currencies_parent_id_payment_gateways_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payment_gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateways_currencies" ADD CONSTRAINT "payment_gateways_currencies_item_id_currencies_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_gateways_currencies_item_idx" ON "payment_gateways_currencies" USING btree ("item_id");--> statement-breakpoint
-- One active default before the rules below hold it: the oldest default stays, made active; a table
-- with currencies and no default gets its oldest active one.
UPDATE "currencies" SET "is_default" = false WHERE "is_default" AND "id" <> (SELECT min("id") FROM "currencies" WHERE "is_default");--> statement-breakpoint
UPDATE "currencies" SET "is_active" = true WHERE "is_default";--> statement-breakpoint
UPDATE "currencies" SET "is_default" = true WHERE "id" = (SELECT min("id") FROM "currencies" WHERE "is_active") AND NOT EXISTS (SELECT 1 FROM "currencies" WHERE "is_default");--> statement-breakpoint
-- Gateways made before they listed currencies support the default one, so an active gateway stays valid.
INSERT INTO "payment_gateways_currencies" ("parent_id", "item_id") SELECT "g"."id", "c"."id" FROM "payment_gateways" "g" CROSS JOIN "currencies" "c" WHERE "c"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_one_default_key" ON "currencies" USING btree ("is_default") WHERE "currencies"."is_default";--> statement-breakpoint
CREATE INDEX "payment_gateways_provider_idx" ON "payment_gateways" USING btree ("provider","id");--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_default_is_active" CHECK ("currencies"."is_active" or not "currencies"."is_default");--> statement-breakpoint
-- While there are currencies, one is the default (backend/src/engine/table-rules.ts). Checked at
-- commit: moving the default clears the old one a statement before it sets the new one. A delete or a
-- switch that ran beside a move of the default, and would leave none, fails there and is undone.
CREATE FUNCTION "currencies_keep_a_default"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "currencies") AND NOT EXISTS (SELECT 1 FROM "currencies" WHERE "is_default") THEN
		RAISE EXCEPTION 'one currency must be the default' USING ERRCODE = '23514', CONSTRAINT = 'currencies_keep_a_default';
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "currencies_keep_a_default" AFTER UPDATE OR DELETE ON "currencies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "currencies_keep_a_default"();
