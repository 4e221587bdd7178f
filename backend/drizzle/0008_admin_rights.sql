CREATE TABLE "admin_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_admin_id_admin_users_id_fk";
--> statement-breakpoint
DROP INDEX "admin_users_email_lower_key";--> statement-breakpoint
ALTER TABLE "admin_page_permissions" ADD COLUMN "can_add" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_page_permissions" ADD COLUMN "can_edit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_page_permissions" ADD COLUMN "can_delete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "middle_name" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "contact_no" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "receive_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "receive_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "access_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "two_factor_secret" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "two_factor_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "two_factor_last_step" integer;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_recovery_codes_admin_idx" ON "admin_recovery_codes" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_recovery_codes_hash_key" ON "admin_recovery_codes" USING btree ("code_hash");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_users_name_idx" ON "admin_users" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "admin_users_role_active_idx" ON "admin_users" USING btree ("role_id","is_active") WHERE "admin_users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_page_idx" ON "audit_log" USING btree ("page","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_search_trgm_idx" ON "audit_log" USING gin (("action" || ' ' || coalesce("target", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_lower_key" ON "admin_users" USING btree (lower("email")) WHERE "admin_users"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_gender_check" CHECK ("admin_users"."gender" in ('Male', 'Female', 'Other'));--> statement-breakpoint
-- Grants made before rights existed were whole: they keep Add, Edit and Delete.
UPDATE "admin_page_permissions" SET "can_add" = true, "can_edit" = true, "can_delete" = true;
--> statement-breakpoint
-- The audit log is written once: no route changes it, and the database refuses it too.
CREATE FUNCTION "audit_log_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit log entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_immutable" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_immutable"();
