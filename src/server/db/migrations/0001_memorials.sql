CREATE TABLE "memorial_guestbook" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text,
	"message" text NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorial_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"memorial_id" uuid NOT NULL,
	"media_type" text NOT NULL,
	"file_path" text NOT NULL,
	"display_path" text,
	"thumb_path" text,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memorial_media_type_check" CHECK ("memorial_media"."media_type" in ('photo', 'video'))
);
--> statement-breakpoint
CREATE TABLE "memorials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"passing_date" date,
	"is_public" boolean DEFAULT false NOT NULL,
	"featured_song_url" text,
	"share_enabled" boolean DEFAULT false NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memorials_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "memorial_guestbook" ADD CONSTRAINT "memorial_guestbook_memorial_id_memorials_id_fk" FOREIGN KEY ("memorial_id") REFERENCES "public"."memorials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorial_media" ADD CONSTRAINT "memorial_media_memorial_id_memorials_id_fk" FOREIGN KEY ("memorial_id") REFERENCES "public"."memorials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorials" ADD CONSTRAINT "memorials_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memorial_guestbook_page_idx" ON "memorial_guestbook" USING btree ("memorial_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memorial_media_order_idx" ON "memorial_media" USING btree ("memorial_id","display_order");--> statement-breakpoint
CREATE INDEX "memorials_user_idx" ON "memorials" USING btree ("user_id","created_at" DESC NULLS LAST);