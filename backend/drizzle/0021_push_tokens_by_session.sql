-- A browser registered before this change belongs to the newest sign-in that brought the same token; one
-- no live sign-in brought is forgotten (the tab registers again with its next sign-in).
ALTER TABLE "admin_push_tokens" ADD COLUMN "session_id" uuid;--> statement-breakpoint
UPDATE "admin_push_tokens" t SET "session_id" = (
  SELECT s."id" FROM "admin_sessions" s
  WHERE s."admin_id" = t."admin_id" AND s."fcm_token" = t."token" AND s."revoked_at" IS NULL
  ORDER BY s."created_at" DESC LIMIT 1
);--> statement-breakpoint
DELETE FROM "admin_push_tokens" WHERE "session_id" IS NULL;--> statement-breakpoint
ALTER TABLE "admin_push_tokens" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_push_tokens" ADD CONSTRAINT "admin_push_tokens_session_id_admin_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."admin_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_push_tokens_session_idx" ON "admin_push_tokens" USING btree ("session_id");
