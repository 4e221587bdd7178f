ALTER TABLE "pages" DROP CONSTRAINT "pages_title_unique";--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "pages" SET "key" = substring("path" from '^/admin/(.*)$');--> statement-breakpoint
DELETE FROM "pages" WHERE "key" IS NULL;--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_key_key" ON "pages" USING btree ("key");--> statement-breakpoint
CREATE INDEX "pages_title_idx" ON "pages" USING btree ("title");
