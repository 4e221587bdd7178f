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
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_photo_media_id_fk" FOREIGN KEY ("photo") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "feedback_is_active_idx" ON "feedback" USING btree ("is_active");