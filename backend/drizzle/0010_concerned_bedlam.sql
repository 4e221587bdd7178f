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
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
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