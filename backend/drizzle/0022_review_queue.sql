CREATE TABLE "review_claims" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_claims_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "review_claims_kind_check" CHECK ("review_claims"."kind" in ('documents', 'photos', 'blockRequests'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "photo_waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_claims" ADD CONSTRAINT "review_claims_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_claims_admin_idx" ON "review_claims" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "member_documents_waiting_idx" ON "member_documents" USING btree ("uploaded_at","id") WHERE not "member_documents"."is_verified";--> statement-breakpoint
CREATE INDEX "members_photo_waiting_idx" ON "members" USING btree ("photo_waiting_since","id") WHERE "members"."photo_status" = 'pending';--> statement-breakpoint
-- While a profile photo waits for review, members.photo_waiting_since is when it was uploaded: the
-- review queue's order (docs/review.md, "Speed"). A row written with the time already (the member
-- generator's load) keeps it; a photo newly waiting takes its upload's time; anything else clears it.
CREATE FUNCTION "members_photo_waiting_since"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.photo_status <> 'pending' THEN
    NEW.photo_waiting_since := NULL;
  ELSIF TG_OP = 'INSERT' AND NEW.photo_waiting_since IS NOT NULL THEN
    RETURN NEW;
  ELSIF TG_OP = 'INSERT' OR NEW.photo_waiting_since IS NULL OR OLD.photo_status <> 'pending' OR NEW.photo_id IS DISTINCT FROM OLD.photo_id THEN
    NEW.photo_waiting_since := coalesce((SELECT p.uploaded_at FROM "member_photos" p WHERE p.id = NEW.photo_id), now());
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_photo_waiting_since" BEFORE INSERT OR UPDATE OF "photo_id", "photo_status", "photo_waiting_since" ON "members" FOR EACH ROW EXECUTE FUNCTION "members_photo_waiting_since"();--> statement-breakpoint
-- The photos waiting now: the trigger finds each one's upload.
UPDATE "members" SET "photo_waiting_since" = NULL WHERE "photo_status" = 'pending';
