CREATE TABLE "block_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "block_requests_status_check" CHECK ("block_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"favourite_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"line1" text,
	"line2" text,
	"pincode" text,
	"country_id" integer,
	"state_id" integer,
	"district_id" integer,
	"city_id" integer,
	"residential_status" text,
	"latitude" real,
	"longitude" real
);
--> statement-breakpoint
CREATE TABLE "member_astrology" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"horoscope_belief" boolean DEFAULT false NOT NULL,
	"birth_country_id" integer,
	"birth_city_id" integer,
	"zodiac_sign" text,
	"time_of_birth" time,
	"manglik" text
);
--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"document_type_id" integer NOT NULL,
	"media_id" uuid NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_family" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"sub_type" text,
	"education_id" integer,
	"occupation_id" integer,
	"is_alive" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_names" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"duration_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"net_amount" numeric(12, 2) NOT NULL,
	"coupon_id" integer,
	"payment_id" integer,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"media_id" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_preferences" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"age_from" smallint,
	"age_to" smallint,
	"height_from_id" integer,
	"height_to_id" integer,
	"marital_status_ids" integer[],
	"religion_ids" integer[],
	"community_ids" integer[],
	"education_ids" integer[],
	"occupation_ids" integer[],
	"diet_ids" integer[],
	"state_ids" integer[],
	"income_from_id" integer,
	"accepts_divorced" boolean,
	"accepts_children" boolean
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" integer NOT NULL,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_tallies" (
	"month" date NOT NULL,
	"gender" text NOT NULL,
	"religion_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"marital_status_id" integer NOT NULL,
	"document_status" text NOT NULL,
	"photo_pending" boolean NOT NULL,
	"is_blocked" boolean NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "member_tallies_key" UNIQUE("month","gender","religion_id","community_id","marital_status_id","document_status","photo_pending","is_blocked")
);
--> statement-breakpoint
CREATE TABLE "member_tally_changes" (
	"month" date NOT NULL,
	"gender" text NOT NULL,
	"religion_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"marital_status_id" integer NOT NULL,
	"document_status" text NOT NULL,
	"photo_pending" boolean NOT NULL,
	"is_blocked" boolean NOT NULL,
	"members" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tally_rollups" (
	"month" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "member_tally_rollups_key" UNIQUE("dimension","value","month")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_code" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"dial_code" text DEFAULT '+91' NOT NULL,
	"phone" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"profile_for_id" integer,
	"religion_id" integer,
	"community_id" integer,
	"sub_community_id" integer,
	"marital_status_id" integer,
	"occupation_id" integer,
	"education_id" integer,
	"employment_id" integer,
	"income_id" integer,
	"height_id" integer,
	"weight_id" integer,
	"diet_id" integer,
	"mother_tongue" text,
	"complexion" text,
	"body_type" text,
	"blood_group" text,
	"have_children" boolean,
	"family_type" text,
	"company_name" text,
	"designation" text,
	"smoking" text,
	"drinking" text,
	"citizenship" text,
	"about_me" text,
	"expectation" text,
	"photo_id" integer,
	"photo_status" text DEFAULT 'none' NOT NULL,
	"document_status" text DEFAULT 'none' NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"blocked_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_gender_check" CHECK ("members"."gender" in ('Male', 'Female')),
	CONSTRAINT "members_photo_status_check" CHECK ("members"."photo_status" in ('none', 'pending', 'approved')),
	CONSTRAINT "members_document_status_check" CHECK ("members"."document_status" in ('none', 'pending', 'verified'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"gateway_id" integer,
	"reference" text,
	"order_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('Success', 'Pending', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "proposals_status_check" CHECK ("proposals"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "system_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"group_name" text NOT NULL,
	"value_type" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "block_requests" ADD CONSTRAINT "block_requests_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_requests" ADD CONSTRAINT "block_requests_reported_id_members_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_requests" ADD CONSTRAINT "block_requests_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_favourite_id_members_id_fk" FOREIGN KEY ("favourite_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_astrology" ADD CONSTRAINT "member_astrology_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_astrology" ADD CONSTRAINT "member_astrology_birth_country_id_countries_id_fk" FOREIGN KEY ("birth_country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_astrology" ADD CONSTRAINT "member_astrology_birth_city_id_cities_id_fk" FOREIGN KEY ("birth_city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_id_members_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_verified_by_admin_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_family" ADD CONSTRAINT "member_family_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_family" ADD CONSTRAINT "member_family_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_family" ADD CONSTRAINT "member_family_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_packages" ADD CONSTRAINT "member_packages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_packages" ADD CONSTRAINT "member_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_packages" ADD CONSTRAINT "member_packages_duration_id_time_durations_id_fk" FOREIGN KEY ("duration_id") REFERENCES "public"."time_durations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_packages" ADD CONSTRAINT "member_packages_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_packages" ADD CONSTRAINT "member_packages_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_photos" ADD CONSTRAINT "member_photos_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_photos" ADD CONSTRAINT "member_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD CONSTRAINT "member_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD CONSTRAINT "member_preferences_height_from_id_heights_id_fk" FOREIGN KEY ("height_from_id") REFERENCES "public"."heights"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD CONSTRAINT "member_preferences_height_to_id_heights_id_fk" FOREIGN KEY ("height_to_id") REFERENCES "public"."heights"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD CONSTRAINT "member_preferences_income_from_id_annual_incomes_id_fk" FOREIGN KEY ("income_from_id") REFERENCES "public"."annual_incomes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_profile_for_id_profile_for_id_fk" FOREIGN KEY ("profile_for_id") REFERENCES "public"."profile_for"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_religion_id_religions_id_fk" FOREIGN KEY ("religion_id") REFERENCES "public"."religions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_sub_community_id_sub_communities_id_fk" FOREIGN KEY ("sub_community_id") REFERENCES "public"."sub_communities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_marital_status_id_marital_statuses_id_fk" FOREIGN KEY ("marital_status_id") REFERENCES "public"."marital_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_employment_id_employments_id_fk" FOREIGN KEY ("employment_id") REFERENCES "public"."employments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_income_id_annual_incomes_id_fk" FOREIGN KEY ("income_id") REFERENCES "public"."annual_incomes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_height_id_heights_id_fk" FOREIGN KEY ("height_id") REFERENCES "public"."heights"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_weight_id_weights_id_fk" FOREIGN KEY ("weight_id") REFERENCES "public"."weights"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_diet_id_diets_id_fk" FOREIGN KEY ("diet_id") REFERENCES "public"."diets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_id_payment_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."payment_gateways"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_receiver_id_members_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_requests_status_created_idx" ON "block_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "block_requests_created_idx" ON "block_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "block_requests_reported_idx" ON "block_requests" USING btree ("reported_id","status");--> statement-breakpoint
CREATE INDEX "block_requests_reporter_idx" ON "block_requests" USING btree ("reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_member_favourite_key" ON "favourites" USING btree ("member_id","favourite_id");--> statement-breakpoint
CREATE INDEX "favourites_member_created_idx" ON "favourites" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_member_kind_key" ON "member_addresses" USING btree ("member_id","kind");--> statement-breakpoint
CREATE INDEX "member_addresses_city_idx" ON "member_addresses" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_blocks_member_blocked_key" ON "member_blocks" USING btree ("member_id","blocked_id");--> statement-breakpoint
CREATE INDEX "member_blocks_member_created_idx" ON "member_blocks" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "member_documents_member_idx" ON "member_documents" USING btree ("member_id","uploaded_at","id");--> statement-breakpoint
CREATE INDEX "member_documents_type_idx" ON "member_documents" USING btree ("document_type_id");--> statement-breakpoint
CREATE INDEX "member_documents_uploaded_idx" ON "member_documents" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "member_family_member_idx" ON "member_family" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_names_trgm_idx" ON "member_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_notifications_member_idx" ON "member_notifications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_packages_member_idx" ON "member_packages" USING btree ("member_id","purchased_at","id");--> statement-breakpoint
CREATE INDEX "member_packages_dates_idx" ON "member_packages" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "member_packages_package_idx" ON "member_packages" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "member_photos_member_idx" ON "member_photos" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_sessions_open_idx" ON "member_sessions" USING btree ("member_id") WHERE "member_sessions"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_member_code_key" ON "members" USING btree ("member_code");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_lower_key" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "members_name_trgm_idx" ON "members" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_email_prefix_idx" ON "members" USING btree (lower("email") text_pattern_ops,"email");--> statement-breakpoint
CREATE INDEX "members_phone_prefix_idx" ON "members" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_registered_idx" ON "members" USING btree ("registered_at","id");--> statement-breakpoint
CREATE INDEX "members_gender_registered_idx" ON "members" USING btree ("gender","registered_at","id");--> statement-breakpoint
CREATE INDEX "members_religion_registered_idx" ON "members" USING btree ("religion_id","registered_at","id");--> statement-breakpoint
CREATE INDEX "members_community_registered_idx" ON "members" USING btree ("community_id","registered_at","id");--> statement-breakpoint
CREATE INDEX "members_marital_registered_idx" ON "members" USING btree ("marital_status_id","registered_at","id");--> statement-breakpoint
CREATE INDEX "members_document_status_idx" ON "members" USING btree ("document_status","registered_at","id");--> statement-breakpoint
CREATE INDEX "members_photo_pending_idx" ON "members" USING btree ("registered_at","id") WHERE "members"."photo_status" = 'pending';--> statement-breakpoint
CREATE INDEX "members_blocked_idx" ON "members" USING btree ("registered_at","id") WHERE "members"."is_blocked";--> statement-breakpoint
CREATE INDEX "members_name_sort_idx" ON "members" USING btree (lower("first_name"),lower("last_name"),"id","first_name","last_name");--> statement-breakpoint
CREATE INDEX "members_email_sort_idx" ON "members" USING btree (lower("email"),"id","email");--> statement-breakpoint
CREATE INDEX "members_sub_community_id_idx" ON "members" USING btree ("sub_community_id");--> statement-breakpoint
CREATE INDEX "members_profile_for_id_idx" ON "members" USING btree ("profile_for_id");--> statement-breakpoint
CREATE INDEX "members_occupation_id_idx" ON "members" USING btree ("occupation_id");--> statement-breakpoint
CREATE INDEX "members_education_id_idx" ON "members" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "members_employment_id_idx" ON "members" USING btree ("employment_id");--> statement-breakpoint
CREATE INDEX "members_income_id_idx" ON "members" USING btree ("income_id");--> statement-breakpoint
CREATE INDEX "members_height_id_idx" ON "members" USING btree ("height_id");--> statement-breakpoint
CREATE INDEX "members_weight_id_idx" ON "members" USING btree ("weight_id");--> statement-breakpoint
CREATE INDEX "members_diet_id_idx" ON "members" USING btree ("diet_id");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "proposals_sender_idx" ON "proposals" USING btree ("sender_id","created_at","id");--> statement-breakpoint
CREATE INDEX "proposals_receiver_idx" ON "proposals" USING btree ("receiver_id","created_at","id");--> statement-breakpoint
CREATE INDEX "proposals_created_idx" ON "proposals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_id","created_at") WHERE "audit_log"."member_id" is not null;--> statement-breakpoint
INSERT INTO "system_flags" ("name", "label", "group_name", "value_type", "value") VALUES ('isUserProfilePicApprove', 'Approve profile photos', 'Profile', 'switch', 'true') ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
-- The member tallies (docs/members.md, "App Users"): each statement on members appends what it changed,
-- by month of registration (in the service's time zone, lib/time-zone.ts) and filter values. COPY fires
-- these too. Appending never waits on another writer; the api folds the changes into member_tallies.
CREATE FUNCTION "member_tallies_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_tally_changes" ("month", "gender", "religion_id", "community_id", "marital_status_id", "document_status", "photo_pending", "is_blocked", "members")
  SELECT date_trunc('month', n.registered_at AT TIME ZONE 'Asia/Kolkata')::date, n.gender, coalesce(n.religion_id, 0), coalesce(n.community_id, 0), coalesce(n.marital_status_id, 0), n.document_status, n.photo_status = 'pending', n.is_blocked, count(*)
  FROM "new_members" n GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "member_tallies_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_tally_changes" ("month", "gender", "religion_id", "community_id", "marital_status_id", "document_status", "photo_pending", "is_blocked", "members")
  SELECT k1, k2, k3, k4, k5, k6, k7, k8, sum(n) FROM (
    SELECT date_trunc('month', o.registered_at AT TIME ZONE 'Asia/Kolkata')::date, o.gender, coalesce(o.religion_id, 0), coalesce(o.community_id, 0), coalesce(o.marital_status_id, 0), o.document_status, o.photo_status = 'pending', o.is_blocked, -1 FROM "old_members" o
    UNION ALL
    SELECT date_trunc('month', n.registered_at AT TIME ZONE 'Asia/Kolkata')::date, n.gender, coalesce(n.religion_id, 0), coalesce(n.community_id, 0), coalesce(n.marital_status_id, 0), n.document_status, n.photo_status = 'pending', n.is_blocked, 1 FROM "new_members" n
  ) AS c(k1, k2, k3, k4, k5, k6, k7, k8, n)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "member_tallies_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_tally_changes" ("month", "gender", "religion_id", "community_id", "marital_status_id", "document_status", "photo_pending", "is_blocked", "members")
  SELECT date_trunc('month', o.registered_at AT TIME ZONE 'Asia/Kolkata')::date, o.gender, coalesce(o.religion_id, 0), coalesce(o.community_id, 0), coalesce(o.marital_status_id, 0), o.document_status, o.photo_status = 'pending', o.is_blocked, -count(*)
  FROM "old_members" o GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "member_tallies_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "member_tally_changes", "member_tallies", "member_tally_rollups";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_tally_insert" AFTER INSERT ON "members" REFERENCING NEW TABLE AS "new_members" FOR EACH STATEMENT EXECUTE FUNCTION "member_tallies_insert"();--> statement-breakpoint
CREATE TRIGGER "members_tally_update" AFTER UPDATE ON "members" REFERENCING OLD TABLE AS "old_members" NEW TABLE AS "new_members" FOR EACH STATEMENT EXECUTE FUNCTION "member_tallies_update"();--> statement-breakpoint
CREATE TRIGGER "members_tally_delete" AFTER DELETE ON "members" REFERENCING OLD TABLE AS "old_members" FOR EACH STATEMENT EXECUTE FUNCTION "member_tallies_delete"();--> statement-breakpoint
CREATE TRIGGER "members_tally_truncate" AFTER TRUNCATE ON "members" FOR EACH STATEMENT EXECUTE FUNCTION "member_tallies_truncate"();--> statement-breakpoint
-- The names the App Users search reads (member_names, docs/members.md "App Users"), kept with the members.
CREATE FUNCTION "member_names_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_names" ("member_id", "name") SELECT n.id, n.first_name || ' ' || n.last_name FROM "new_members" n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "member_names_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "member_names" s SET "name" = n.first_name || ' ' || n.last_name
  FROM "new_members" n WHERE s.member_id = n.id AND s.name <> n.first_name || ' ' || n.last_name;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "member_names_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "member_names" s USING "old_members" o WHERE s.member_id = o.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "member_names_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "member_names";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_names_insert" AFTER INSERT ON "members" REFERENCING NEW TABLE AS "new_members" FOR EACH STATEMENT EXECUTE FUNCTION "member_names_insert"();--> statement-breakpoint
CREATE TRIGGER "members_names_update" AFTER UPDATE ON "members" REFERENCING OLD TABLE AS "old_members" NEW TABLE AS "new_members" FOR EACH STATEMENT EXECUTE FUNCTION "member_names_update"();--> statement-breakpoint
CREATE TRIGGER "members_names_delete" AFTER DELETE ON "members" REFERENCING OLD TABLE AS "old_members" FOR EACH STATEMENT EXECUTE FUNCTION "member_names_delete"();--> statement-breakpoint
CREATE TRIGGER "members_names_truncate" AFTER TRUNCATE ON "members" FOR EACH STATEMENT EXECUTE FUNCTION "member_names_truncate"();
--> statement-breakpoint
-- Derived rows must follow every load, a bulk one included: a load that skips foreign-key checks
-- (session_replication_role = replica, backend/src/setup/members) still fires these.
ALTER TABLE "members" ENABLE ALWAYS TRIGGER "members_tally_insert";--> statement-breakpoint
ALTER TABLE "members" ENABLE ALWAYS TRIGGER "members_tally_update";--> statement-breakpoint
ALTER TABLE "members" ENABLE ALWAYS TRIGGER "members_tally_delete";--> statement-breakpoint
ALTER TABLE "members" ENABLE ALWAYS TRIGGER "members_tally_truncate";--> statement-breakpoint
ALTER TABLE "members" ENABLE ALWAYS TRIGGER "members_names_insert";--> statement-breakpoint
ALTER TABLE "members" ENABLE ALWAYS TRIGGER "members_names_update";--> statement-breakpoint
ALTER TABLE "members" ENABLE ALWAYS TRIGGER "members_names_delete";--> statement-breakpoint
ALTER TABLE "members" ENABLE ALWAYS TRIGGER "members_names_truncate";
