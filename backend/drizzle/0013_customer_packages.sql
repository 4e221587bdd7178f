DROP INDEX "member_packages_member_idx";--> statement-breakpoint
DROP INDEX "member_packages_dates_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "activated_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_activated_by_admin_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_packages_purchased_idx" ON "member_packages" USING btree ("purchased_at","id","end_date","start_date","payment_id","package_id","member_id");--> statement-breakpoint
CREATE INDEX "member_packages_payment_idx" ON "member_packages" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_id_status_idx" ON "payments" USING btree ("id","status");--> statement-breakpoint
CREATE INDEX "member_packages_member_idx" ON "member_packages" USING btree ("member_id","purchased_at","id","start_date","end_date","payment_id","package_id");--> statement-breakpoint
CREATE INDEX "member_packages_dates_idx" ON "member_packages" USING btree ("end_date","start_date");