CREATE TABLE "admin_push_tokens" (
	"admin_id" integer NOT NULL,
	"token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_push_tokens_admin_id_token_pk" PRIMARY KEY("admin_id","token")
);
--> statement-breakpoint
CREATE TABLE "member_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"platform" text NOT NULL,
	"token" text NOT NULL,
	"push_allowed" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_devices_platform_check" CHECK ("member_devices"."platform" in ('android', 'ios', 'web'))
);
--> statement-breakpoint
ALTER TABLE "admin_push_tokens" ADD CONSTRAINT "admin_push_tokens_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_devices" ADD CONSTRAINT "member_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_devices_token_key" ON "member_devices" USING btree ("token");--> statement-breakpoint
CREATE INDEX "member_devices_member_idx" ON "member_devices" USING btree ("member_id");