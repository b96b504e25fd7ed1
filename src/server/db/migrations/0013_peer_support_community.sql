CREATE TABLE "community_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"room_type" text DEFAULT 'support' NOT NULL,
	"seed_key" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_rooms_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "community_rooms_type_check" CHECK ("community_rooms"."room_type" in ('support', 'discussion', 'learning', 'other'))
);
--> statement-breakpoint
CREATE TABLE "peer_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"peer_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	CONSTRAINT "peer_connections_status_check" CHECK ("peer_connections"."status" in ('pending', 'accepted', 'declined', 'ended')),
	CONSTRAINT "peer_connections_not_self_check" CHECK ("peer_connections"."user_id" <> "peer_connections"."peer_id")
);
--> statement-breakpoint
CREATE TABLE "peer_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peer_messages_status_check" CHECK ("peer_messages"."status" in ('visible', 'held', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "peer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"relationship" text NOT NULL,
	"loss_when" text,
	"intro" text DEFAULT '' NOT NULL,
	"hope" text DEFAULT 'both' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peer_profiles_relationship_check" CHECK ("peer_profiles"."relationship" in ('parent_loss', 'partner_loss', 'child_loss', 'sibling_loss', 'friend_loss', 'general')),
	CONSTRAINT "peer_profiles_loss_when_check" CHECK ("peer_profiles"."loss_when" is null or "peer_profiles"."loss_when" in ('under_6_months', '6_to_12_months', '1_to_2_years', 'over_2_years')),
	CONSTRAINT "peer_profiles_hope_check" CHECK ("peer_profiles"."hope" in ('talk', 'listen', 'both'))
);
--> statement-breakpoint
ALTER TABLE "peer_connections" ADD CONSTRAINT "peer_connections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_connections" ADD CONSTRAINT "peer_connections_peer_id_user_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_messages" ADD CONSTRAINT "peer_messages_connection_id_peer_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."peer_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_messages" ADD CONSTRAINT "peer_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_profiles" ADD CONSTRAINT "peer_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_rooms_name_idx" ON "community_rooms" USING btree ("name");--> statement-breakpoint
CREATE INDEX "peer_connections_user_idx" ON "peer_connections" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "peer_connections_peer_idx" ON "peer_connections" USING btree ("peer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "peer_connections_open_pair_idx" ON "peer_connections" USING btree (least("user_id", "peer_id"),greatest("user_id", "peer_id")) WHERE "peer_connections"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "peer_messages_connection_idx" ON "peer_messages" USING btree ("connection_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "peer_messages_held_idx" ON "peer_messages" USING btree ("created_at") WHERE "peer_messages"."status" = 'held';--> statement-breakpoint
CREATE INDEX "peer_profiles_open_idx" ON "peer_profiles" USING btree ("relationship") WHERE "peer_profiles"."open";