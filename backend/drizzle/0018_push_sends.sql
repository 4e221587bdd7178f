CREATE TABLE "push_deliveries" (
	"send_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_deliveries_send_id_device_id_pk" PRIMARY KEY("send_id","device_id"),
	CONSTRAINT "push_deliveries_outcome_check" CHECK ("push_deliveries"."outcome" in ('sent', 'failed', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "push_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"last_device_id" integer NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"job_id" uuid NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "push_sends_status_check" CHECK ("push_sends"."status" in ('queued', 'running', 'done'))
);
--> statement-breakpoint
ALTER TABLE "member_notifications" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "member_notifications" ADD COLUMN "send_id" integer;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_send_id_push_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."push_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_sends" ADD CONSTRAINT "push_sends_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_sends_notification_idx" ON "push_sends" USING btree ("notification_id","created_at");--> statement-breakpoint
CREATE INDEX "push_sends_open_idx" ON "push_sends" USING btree ("status") WHERE "push_sends"."status" <> 'done';--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_send_id_push_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."push_sends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_notifications_send_member_key" ON "member_notifications" USING btree ("send_id","member_id") WHERE "member_notifications"."send_id" is not null;