CREATE TABLE "staff_alert_marks" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
