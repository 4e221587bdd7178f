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
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faq_categories_name_key" ON "faq_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "faq_categories_name_idx" ON "faq_categories" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "faq_categories_name_trgm_idx" ON "faq_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faq_categories_is_active_idx" ON "faq_categories" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "faqs_category_id_question_key" ON "faqs" USING btree ("category_id",lower("question"));--> statement-breakpoint
CREATE INDEX "faqs_question_idx" ON "faqs" USING btree (lower("question"),"id","question");--> statement-breakpoint
CREATE INDEX "faqs_category_id_idx" ON "faqs" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "faqs_question_trgm_idx" ON "faqs" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faqs_is_active_idx" ON "faqs" USING btree ("is_active");