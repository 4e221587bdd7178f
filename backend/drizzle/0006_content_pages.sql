CREATE TABLE "seeded_resources" (
	"key" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "success_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"couple" text NOT NULL,
	"stage" text NOT NULL,
	"event_date" date NOT NULL,
	"photo" uuid,
	"story" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"member" text NOT NULL,
	"submitted_on" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"iso_code" text NOT NULL,
	"iso_code3" text NOT NULL,
	"dial_code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"country_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"district_id" integer NOT NULL,
	"pincode" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons_packages" ADD CONSTRAINT "coupons_packages_parent_id_coupons_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons_packages" ADD CONSTRAINT "coupons_packages_item_id_packages_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_photo_media_id_fk" FOREIGN KEY ("photo") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "coupons_name_idx" ON "coupons" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "coupons_code_idx" ON "coupons" USING btree (lower("code"),"id","code");--> statement-breakpoint
CREATE INDEX "coupons_valid_from_idx" ON "coupons" USING btree ("valid_from","id");--> statement-breakpoint
CREATE INDEX "coupons_valid_till_idx" ON "coupons" USING btree ("valid_till","id");--> statement-breakpoint
CREATE INDEX "coupons_discount_type_idx" ON "coupons" USING btree ("discount_type","id");--> statement-breakpoint
CREATE INDEX "coupons_name_trgm_idx" ON "coupons" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_code_trgm_idx" ON "coupons" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_is_active_idx" ON "coupons" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "coupons_packages_item_idx" ON "coupons_packages" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_categories_name_key" ON "faq_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "faq_categories_name_idx" ON "faq_categories" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "faq_categories_name_trgm_idx" ON "faq_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faq_categories_is_active_idx" ON "faq_categories" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "faqs_category_id_question_key" ON "faqs" USING btree ("category_id",lower("question"));--> statement-breakpoint
CREATE INDEX "faqs_question_idx" ON "faqs" USING btree (lower("question"),"id","question");--> statement-breakpoint
CREATE INDEX "faqs_category_id_idx" ON "faqs" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "faqs_question_trgm_idx" ON "faqs" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faqs_is_active_idx" ON "faqs" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "success_stories_couple_key" ON "success_stories" USING btree (lower("couple"));--> statement-breakpoint
CREATE INDEX "success_stories_couple_idx" ON "success_stories" USING btree (lower("couple"),"id","couple");--> statement-breakpoint
CREATE INDEX "success_stories_stage_idx" ON "success_stories" USING btree ("stage","id");--> statement-breakpoint
CREATE INDEX "success_stories_event_date_idx" ON "success_stories" USING btree ("event_date","id");--> statement-breakpoint
CREATE INDEX "success_stories_couple_trgm_idx" ON "success_stories" USING gin ("couple" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "success_stories_story_trgm_idx" ON "success_stories" USING gin ("story" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "success_stories_is_active_idx" ON "success_stories" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "feedback_title_idx" ON "feedback" USING btree (lower("title"),"id","title");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree (lower("member"),"id","member");--> statement-breakpoint
CREATE INDEX "feedback_submitted_on_idx" ON "feedback" USING btree ("submitted_on","id");--> statement-breakpoint
CREATE INDEX "feedback_title_trgm_idx" ON "feedback" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feedback_description_trgm_idx" ON "feedback" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feedback_member_trgm_idx" ON "feedback" USING gin ("member" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feedback_is_active_idx" ON "feedback" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_key" ON "countries" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso_code_key" ON "countries" USING btree (lower("iso_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso_code3_key" ON "countries" USING btree (lower("iso_code3"));--> statement-breakpoint
CREATE INDEX "countries_name_idx" ON "countries" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "countries_iso_code_idx" ON "countries" USING btree (lower("iso_code"),"id","iso_code");--> statement-breakpoint
CREATE INDEX "countries_iso_code3_idx" ON "countries" USING btree (lower("iso_code3"),"id","iso_code3");--> statement-breakpoint
CREATE INDEX "countries_name_trgm_idx" ON "countries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_is_active_idx" ON "countries" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_id_name_key" ON "states" USING btree ("country_id",lower("name"));--> statement-breakpoint
CREATE INDEX "states_name_idx" ON "states" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "states_code_idx" ON "states" USING btree (lower("code"),"id","code");--> statement-breakpoint
CREATE INDEX "states_country_id_idx" ON "states" USING btree ("country_id","id");--> statement-breakpoint
CREATE INDEX "states_name_trgm_idx" ON "states" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "states_is_active_idx" ON "states" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_state_id_name_key" ON "districts" USING btree ("state_id",lower("name"));--> statement-breakpoint
CREATE INDEX "districts_name_idx" ON "districts" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "districts_state_id_idx" ON "districts" USING btree ("state_id","id");--> statement-breakpoint
CREATE INDEX "districts_name_trgm_idx" ON "districts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "districts_is_active_idx" ON "districts" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_district_id_name_key" ON "cities" USING btree ("district_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "cities_district_id_idx" ON "cities" USING btree ("district_id","id");--> statement-breakpoint
CREATE INDEX "cities_pincode_idx" ON "cities" USING btree (lower("pincode"),"id","pincode");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_is_active_idx" ON "cities" USING btree ("is_active");