CREATE TABLE "draft_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"draft_id" uuid NOT NULL,
	"field" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"form_id" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_times" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_files" ADD CONSTRAINT "draft_files_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draft_files_draft_field_key" ON "draft_files" USING btree ("draft_id","field");--> statement-breakpoint
CREATE INDEX "draft_files_storage_key_idx" ON "draft_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_token_hash_key" ON "drafts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "drafts_expires_idx" ON "drafts" USING btree ("expires_at");