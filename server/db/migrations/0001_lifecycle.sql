CREATE TABLE "applicant_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"edition" integer,
	"status" text DEFAULT 'submitted' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"search" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"member_id" integer,
	"name" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer,
	"template" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text,
	"html_body" text,
	"attachments" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" integer PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slots_seats_check" CHECK ("slots"."confirmed" >= 0 AND "slots"."confirmed" <= "slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bootcamp_confirmations" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "bootcamp_confirmations" ADD COLUMN "slot_id" integer;--> statement-breakpoint
ALTER TABLE "applicant_tokens" ADD CONSTRAINT "applicant_tokens_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_codes" ADD CONSTRAINT "check_in_codes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_history" ADD CONSTRAINT "status_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_tokens_application_idx" ON "applicant_tokens" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_kind_record_key" ON "applications" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "applications_kind_status_created_idx" ON "applications" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "applications_kind_created_idx" ON "applications" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_codes_person_key" ON "check_in_codes" USING btree ("application_id",coalesce("member_id", 0));--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_application_idx" ON "outbox" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "status_history_application_idx" ON "status_history" USING btree ("application_id","id");--> statement-breakpoint
-- Submissions stored before statuses existed start as submitted, with their first history row.
INSERT INTO "applications" ("kind", "record_id", "edition", "name", "email", "search", "created_at")
SELECT 'bootcamp', "id", "edition", coalesce("data"->>'name_en', ''), "email",
       lower(concat_ws(' ', "data"->>'name_en', "data"->>'name_ar', "email", "national_id")), "created_at"
FROM "bootcamp_participants";
--> statement-breakpoint
INSERT INTO "applications" ("kind", "record_id", "edition", "name", "email", "search", "created_at")
SELECT 'hackathon', t."id", t."edition", t."name", NULL,
       lower(concat_ws(' ', t."name", (SELECT string_agg(concat_ws(' ', m."data"->>'name', m."email", m."national"), ' ') FROM "team_members" m WHERE m."team_id" = t."id"))), t."created_at"
FROM "teams" t;
--> statement-breakpoint
INSERT INTO "applications" ("kind", "record_id", "name", "search", "created_at")
SELECT "form_id", "id", '', '', "created_at" FROM "form_responses" WHERE "form_id" NOT IN ('bootcamp', 'hackathon-team', 'bootcamp-confirmation');
--> statement-breakpoint
INSERT INTO "status_history" ("application_id", "from_status", "to_status", "actor", "created_at")
SELECT "id", NULL, 'submitted', 'applicant', "created_at" FROM "applications";
