CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"max_usage" integer NOT NULL,
	"per_member_usage" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_till" date NOT NULL,
	"max_discount_amount" numeric(14, 2),
	"description" text,
	"terms" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons_packages" (
	"parent_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "coupons_packages_pk" PRIMARY KEY("parent_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "coupons_packages" ADD CONSTRAINT "coupons_packages_parent_id_coupons_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons_packages" ADD CONSTRAINT "coupons_packages_item_id_packages_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "coupons_name_idx" ON "coupons" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "coupons_code_idx" ON "coupons" USING btree (lower("code"),"id","code");--> statement-breakpoint
CREATE INDEX "coupons_valid_from_idx" ON "coupons" USING btree ("valid_from","id");--> statement-breakpoint
CREATE INDEX "coupons_valid_till_idx" ON "coupons" USING btree ("valid_till","id");--> statement-breakpoint
CREATE INDEX "coupons_discount_type_idx" ON "coupons" USING btree ("discount_type","id");--> statement-breakpoint
CREATE INDEX "coupons_name_trgm_idx" ON "coupons" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_code_trgm_idx" ON "coupons" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_is_active_idx" ON "coupons" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "coupons_packages_item_idx" ON "coupons_packages" USING btree ("item_id");