ALTER TABLE "peer_connections" ADD COLUMN "user_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "peer_connections" ADD COLUMN "peer_read_at" timestamp with time zone;