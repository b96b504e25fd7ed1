ALTER TABLE "journal_entries" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_client_idx" ON "journal_entries" USING btree ("user_id","client_id");