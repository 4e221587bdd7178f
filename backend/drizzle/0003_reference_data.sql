CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"base_amount" numeric(14, 2) NOT NULL,
	"weightage" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages_facilities" (
	"parent_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "packages_facilities_pk" PRIMARY KEY("parent_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "packages_durations" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"duration_id" integer NOT NULL,
	"discount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_durations" (
	"id" serial PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "religions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"religion_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"religion_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marital_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"education_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heights" (
	"id" serial PRIMARY KEY NOT NULL,
	"cm" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "annual_incomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"symbol" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"use_in_wallet" boolean DEFAULT false NOT NULL,
	"use_in_checkout" boolean DEFAULT false NOT NULL,
	"use_in_android" boolean DEFAULT false NOT NULL,
	"use_in_apple" boolean DEFAULT false NOT NULL,
	"credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_for" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weights" (
	"id" serial PRIMARY KEY NOT NULL,
	"kg" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packages_facilities" ADD CONSTRAINT "packages_facilities_parent_id_packages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages_facilities" ADD CONSTRAINT "packages_facilities_item_id_premium_facilities_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."premium_facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages_durations" ADD CONSTRAINT "packages_durations_parent_id_packages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages_durations" ADD CONSTRAINT "packages_durations_duration_id_time_durations_id_fk" FOREIGN KEY ("duration_id") REFERENCES "public"."time_durations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_religion_id_religions_id_fk" FOREIGN KEY ("religion_id") REFERENCES "public"."religions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_communities" ADD CONSTRAINT "sub_communities_religion_id_religions_id_fk" FOREIGN KEY ("religion_id") REFERENCES "public"."religions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_communities" ADD CONSTRAINT "sub_communities_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupations" ADD CONSTRAINT "occupations_image_media_id_fk" FOREIGN KEY ("image") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "packages_name_key" ON "packages" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "packages_weightage_key" ON "packages" USING btree ("weightage");--> statement-breakpoint
CREATE INDEX "packages_name_idx" ON "packages" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "packages_base_amount_idx" ON "packages" USING btree ("base_amount","id");--> statement-breakpoint
CREATE INDEX "packages_weightage_idx" ON "packages" USING btree ("weightage","id");--> statement-breakpoint
CREATE INDEX "packages_name_trgm_idx" ON "packages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_is_active_idx" ON "packages" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "packages_facilities_item_idx" ON "packages_facilities" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_durations_parent_duration_id_key" ON "packages_durations" USING btree ("parent_id","duration_id");--> statement-breakpoint
CREATE INDEX "packages_durations_duration_id_idx" ON "packages_durations" USING btree ("duration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_facilities_name_key" ON "premium_facilities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "premium_facilities_name_idx" ON "premium_facilities" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "premium_facilities_name_trgm_idx" ON "premium_facilities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "premium_facilities_is_active_idx" ON "premium_facilities" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "time_durations_months_key" ON "time_durations" USING btree ("months");--> statement-breakpoint
CREATE INDEX "time_durations_months_idx" ON "time_durations" USING btree ("months","id");--> statement-breakpoint
CREATE INDEX "time_durations_is_active_idx" ON "time_durations" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_name_key" ON "document_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "document_types_name_idx" ON "document_types" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "document_types_is_required_idx" ON "document_types" USING btree ("is_required","id");--> statement-breakpoint
CREATE INDEX "document_types_name_trgm_idx" ON "document_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_types_is_active_idx" ON "document_types" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "religions_name_key" ON "religions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "religions_name_idx" ON "religions" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "religions_name_trgm_idx" ON "religions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "religions_is_active_idx" ON "religions" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "communities_religion_id_name_key" ON "communities" USING btree ("religion_id",lower("name"));--> statement-breakpoint
CREATE INDEX "communities_name_idx" ON "communities" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "communities_religion_id_idx" ON "communities" USING btree ("religion_id","id");--> statement-breakpoint
CREATE INDEX "communities_name_trgm_idx" ON "communities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "communities_is_active_idx" ON "communities" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_communities_community_id_name_key" ON "sub_communities" USING btree ("community_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sub_communities_name_idx" ON "sub_communities" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "sub_communities_religion_id_idx" ON "sub_communities" USING btree ("religion_id","id");--> statement-breakpoint
CREATE INDEX "sub_communities_community_id_idx" ON "sub_communities" USING btree ("community_id","id");--> statement-breakpoint
CREATE INDEX "sub_communities_name_trgm_idx" ON "sub_communities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_communities_is_active_idx" ON "sub_communities" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "marital_statuses_name_key" ON "marital_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "marital_statuses_name_idx" ON "marital_statuses" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "marital_statuses_name_trgm_idx" ON "marital_statuses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marital_statuses_is_active_idx" ON "marital_statuses" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "employments_name_key" ON "employments" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "employments_name_idx" ON "employments" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "employments_name_trgm_idx" ON "employments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employments_is_active_idx" ON "employments" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "occupations_name_key" ON "occupations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "occupations_name_idx" ON "occupations" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "occupations_name_trgm_idx" ON "occupations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "occupations_is_active_idx" ON "occupations" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "educations_name_key" ON "educations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "educations_name_idx" ON "educations" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "educations_education_type_idx" ON "educations" USING btree ("education_type","id");--> statement-breakpoint
CREATE INDEX "educations_name_trgm_idx" ON "educations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "educations_is_active_idx" ON "educations" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "diets_name_key" ON "diets" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "diets_name_idx" ON "diets" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "diets_name_trgm_idx" ON "diets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "diets_is_active_idx" ON "diets" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "heights_cm_key" ON "heights" USING btree ("cm");--> statement-breakpoint
CREATE INDEX "heights_cm_idx" ON "heights" USING btree ("cm","id");--> statement-breakpoint
CREATE INDEX "heights_is_active_idx" ON "heights" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "annual_incomes_value_key" ON "annual_incomes" USING btree (lower("value"));--> statement-breakpoint
CREATE INDEX "annual_incomes_value_idx" ON "annual_incomes" USING btree (lower("value"),"id");--> statement-breakpoint
CREATE INDEX "annual_incomes_value_trgm_idx" ON "annual_incomes" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "annual_incomes_is_active_idx" ON "annual_incomes" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_name_key" ON "currencies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code_key" ON "currencies" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "currencies_name_idx" ON "currencies" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "currencies_code_idx" ON "currencies" USING btree (lower("code"),"id");--> statement-breakpoint
CREATE INDEX "currencies_is_default_idx" ON "currencies" USING btree ("is_default","id");--> statement-breakpoint
CREATE INDEX "currencies_name_trgm_idx" ON "currencies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "currencies_code_trgm_idx" ON "currencies" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "currencies_is_active_idx" ON "currencies" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateways_name_key" ON "payment_gateways" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "payment_gateways_name_idx" ON "payment_gateways" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "payment_gateways_use_in_checkout_idx" ON "payment_gateways" USING btree ("use_in_checkout","id");--> statement-breakpoint
CREATE INDEX "payment_gateways_use_in_android_idx" ON "payment_gateways" USING btree ("use_in_android","id");--> statement-breakpoint
CREATE INDEX "payment_gateways_use_in_apple_idx" ON "payment_gateways" USING btree ("use_in_apple","id");--> statement-breakpoint
CREATE INDEX "payment_gateways_name_trgm_idx" ON "payment_gateways" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_gateways_is_active_idx" ON "payment_gateways" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_for_name_key" ON "profile_for" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "profile_for_name_idx" ON "profile_for" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "profile_for_gender_idx" ON "profile_for" USING btree ("gender","id");--> statement-breakpoint
CREATE INDEX "profile_for_name_trgm_idx" ON "profile_for" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_for_is_active_idx" ON "profile_for" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "weights_kg_key" ON "weights" USING btree ("kg");--> statement-breakpoint
CREATE INDEX "weights_kg_idx" ON "weights" USING btree ("kg","id");--> statement-breakpoint
CREATE INDEX "weights_is_active_idx" ON "weights" USING btree ("is_active");