CREATE TABLE "email_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"letter_id" uuid,
	"memorial_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "email_jobs_kind_check" CHECK ("email_jobs"."kind" in ('legacy_letter', 'anniversary_reminder')),
	CONSTRAINT "email_jobs_status_check" CHECK ("email_jobs"."status" in ('pending', 'sent', 'failed', 'cancelled', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "legacy_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"memorial_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"letter_content" text NOT NULL,
	"scheduled_delivery_date" date,
	"delivery_time_zone" text,
	"status" text DEFAULT 'private' NOT NULL,
	"delivery_token" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legacy_letters_delivery_token_unique" UNIQUE("delivery_token"),
	CONSTRAINT "legacy_letters_status_check" CHECK ("legacy_letters"."status" in ('private', 'scheduled', 'delivered', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_guestbook_entries" boolean DEFAULT true NOT NULL,
	"email_anniversary_reminders" boolean DEFAULT true NOT NULL,
	"email_collaboration_invites" boolean DEFAULT true NOT NULL,
	"email_circle_messages" boolean DEFAULT true NOT NULL,
	"email_memorial_updates" boolean DEFAULT false NOT NULL,
	"profile_visibility" text DEFAULT 'connections' NOT NULL,
	"default_memorial_privacy" boolean DEFAULT false NOT NULL,
	"allow_search_indexing" boolean DEFAULT true NOT NULL,
	"show_email_to_collaborators" boolean DEFAULT false NOT NULL,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memorials" ADD COLUMN "birth_reminder" text DEFAULT 'remind' NOT NULL;--> statement-breakpoint
ALTER TABLE "memorials" ADD COLUMN "passing_reminder" text DEFAULT 'remind' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD CONSTRAINT "email_jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD CONSTRAINT "email_jobs_letter_id_legacy_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."legacy_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD CONSTRAINT "email_jobs_memorial_id_memorials_id_fk" FOREIGN KEY ("memorial_id") REFERENCES "public"."memorials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_letters" ADD CONSTRAINT "legacy_letters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_letters" ADD CONSTRAINT "legacy_letters_memorial_id_memorials_id_fk" FOREIGN KEY ("memorial_id") REFERENCES "public"."memorials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_jobs_due_idx" ON "email_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "legacy_letters_user_idx" ON "legacy_letters" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "memorials" ADD CONSTRAINT "memorials_birth_reminder_check" CHECK ("memorials"."birth_reminder" in ('remind', 'skip', 'from_second_year'));--> statement-breakpoint
ALTER TABLE "memorials" ADD CONSTRAINT "memorials_passing_reminder_check" CHECK ("memorials"."passing_reminder" in ('remind', 'skip', 'from_second_year'));