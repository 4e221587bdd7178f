CREATE TABLE "custom_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_notifications" ADD CONSTRAINT "custom_notifications_image_media_id_fk" FOREIGN KEY ("image") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_notifications_name_key" ON "custom_notifications" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "custom_notifications_name_idx" ON "custom_notifications" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "custom_notifications_name_trgm_idx" ON "custom_notifications" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "custom_notifications_title_trgm_idx" ON "custom_notifications" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "custom_notifications_is_active_idx" ON "custom_notifications" USING btree ("is_active");--> statement-breakpoint
ALTER TABLE "push_sends" ADD CONSTRAINT "push_sends_notification_id_custom_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."custom_notifications"("id") ON DELETE cascade ON UPDATE no action;