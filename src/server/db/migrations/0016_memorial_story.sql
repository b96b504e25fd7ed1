CREATE TABLE "memorial_collaborators" (
	"memorial_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'editor' NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memorial_collaborators_memorial_id_user_id_pk" PRIMARY KEY("memorial_id","user_id"),
	CONSTRAINT "memorial_collaborators_role_check" CHECK ("memorial_collaborators"."role" in ('editor'))
);
--> statement-breakpoint
CREATE TABLE "memorial_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"accepted_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memorial_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "memorial_invitations_status_check" CHECK ("memorial_invitations"."status" in ('pending', 'accepted', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "memorial_story_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"display_order" integer NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_timeline_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_id" uuid NOT NULL,
	"event_year" integer NOT NULL,
	"event_date" date,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"media_id" uuid,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memorial_timeline_events_date_check" CHECK ("memorial_timeline_events"."event_date" is null or extract(year from "memorial_timeline_events"."event_date") = "memorial_timeline_events"."event_year")
);
--> statement-breakpoint
ALTER TABLE "memorial_media" DROP CONSTRAINT "memorial_media_type_check";--> statement-breakpoint
ALTER TABLE "memorial_media" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "memorial_media" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "memorial_media" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "memorials" ADD COLUMN "cover_media_id" uuid;--> statement-breakpoint
ALTER TABLE "memorial_collaborators" ADD CONSTRAINT "memorial_collaborators_memorial_id_memorials_id_fk" FOREIGN KEY ("memorial_id") REFERENCES "public"."memorials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_collaborators" ADD CONSTRAINT "memorial_collaborators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_collaborators" ADD CONSTRAINT "memorial_collaborators_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_invitations" ADD CONSTRAINT "memorial_invitations_memorial_id_memorials_id_fk" FOREIGN KEY ("memorial_id") REFERENCES "public"."memorials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_invitations" ADD CONSTRAINT "memorial_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_invitations" ADD CONSTRAINT "memorial_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_story_sections" ADD CONSTRAINT "memorial_story_sections_memorial_id_memorials_id_fk" FOREIGN KEY ("memorial_id") REFERENCES "public"."memorials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_story_sections" ADD CONSTRAINT "memorial_story_sections_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_timeline_events" ADD CONSTRAINT "memorial_timeline_events_memorial_id_memorials_id_fk" FOREIGN KEY ("memorial_id") REFERENCES "public"."memorials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_timeline_events" ADD CONSTRAINT "memorial_timeline_events_media_id_memorial_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."memorial_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_timeline_events" ADD CONSTRAINT "memorial_timeline_events_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memorial_collaborators_user_idx" ON "memorial_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "memorial_invitations_memorial_idx" ON "memorial_invitations" USING btree ("memorial_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "memorial_invitations_pending_email_idx" ON "memorial_invitations" USING btree ("memorial_id","email") WHERE "memorial_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "memorial_story_sections_order_idx" ON "memorial_story_sections" USING btree ("memorial_id","display_order");--> statement-breakpoint
CREATE INDEX "memorial_timeline_events_order_idx" ON "memorial_timeline_events" USING btree ("memorial_id","event_year","event_date");--> statement-breakpoint
ALTER TABLE "memorial_media" ADD CONSTRAINT "memorial_media_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorials" ADD CONSTRAINT "memorials_cover_media_id_memorial_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."memorial_media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_media" ADD CONSTRAINT "memorial_media_type_check" CHECK ("memorial_media"."media_type" in ('photo', 'video', 'audio'));