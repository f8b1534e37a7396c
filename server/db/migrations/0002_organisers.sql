CREATE TABLE "organiser_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"organiser_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "organisers_role_check" CHECK ("organisers"."role" in ('admin', 'reviewer', 'door'))
);
--> statement-breakpoint
ALTER TABLE "organiser_sessions" ADD CONSTRAINT "organiser_sessions_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organiser_sessions_expires_idx" ON "organiser_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "organiser_sessions_organiser_idx" ON "organiser_sessions" USING btree ("organiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisers_email_key" ON "organisers" USING btree (lower("email"));