CREATE TABLE "bootcamp_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" integer NOT NULL,
	"form_version" integer NOT NULL,
	"email" text NOT NULL,
	"national" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bootcamp_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" integer NOT NULL,
	"form_version" integer NOT NULL,
	"email" text NOT NULL,
	"national_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_training_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"form_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"ip_address" text,
	"submitted_at" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"field" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_items" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"description" text,
	"kind" text,
	"position" integer NOT NULL,
	CONSTRAINT "option_items_list_id_pk" PRIMARY KEY("list","id")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"edition" integer NOT NULL,
	"position" integer NOT NULL,
	"email" text NOT NULL,
	"national" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" integer NOT NULL,
	"form_version" integer NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bootcamp_confirmations_email_key" ON "bootcamp_confirmations" USING btree ("edition",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "bootcamp_confirmations_national_key" ON "bootcamp_confirmations" USING btree ("edition","national");--> statement-breakpoint
CREATE UNIQUE INDEX "bootcamp_participants_email_key" ON "bootcamp_participants" USING btree ("edition",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "bootcamp_participants_national_id_key" ON "bootcamp_participants" USING btree ("edition","national_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_definitions_form_version_key" ON "form_definitions" USING btree ("form_id","version");--> statement-breakpoint
CREATE INDEX "form_responses_form_idx" ON "form_responses" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_email_key" ON "team_members" USING btree ("edition",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_national_key" ON "team_members" USING btree ("edition","national");--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_key" ON "teams" USING btree ("edition",lower("name"));