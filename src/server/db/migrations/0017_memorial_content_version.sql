ALTER TABLE "memorials" ADD COLUMN "content_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Decision 044: every change to a memorial's media, story sections or timeline raises its
-- content_version in the same transaction, so a copy of that content kept by a server and read
-- under that number is still current. A trigger cannot be forgotten by a new write path.
CREATE FUNCTION "memorial_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		UPDATE "memorials" SET "content_version" = "content_version" + 1 WHERE "id" = OLD."memorial_id";
	END IF;
	IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."memorial_id" IS DISTINCT FROM OLD."memorial_id") THEN
		UPDATE "memorials" SET "content_version" = "content_version" + 1 WHERE "id" = NEW."memorial_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "memorial_media_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "memorial_media"
	FOR EACH ROW EXECUTE FUNCTION "memorial_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "memorial_story_sections_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "memorial_story_sections"
	FOR EACH ROW EXECUTE FUNCTION "memorial_content_changed"();
--> statement-breakpoint
CREATE TRIGGER "memorial_timeline_events_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "memorial_timeline_events"
	FOR EACH ROW EXECUTE FUNCTION "memorial_content_changed"();
--> statement-breakpoint
-- The name of whoever added something is shown with it: a new name is a change of that content.
CREATE FUNCTION "memorial_adder_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "memorials" SET "content_version" = "content_version" + 1
	WHERE "id" IN (
		SELECT "memorial_id" FROM "memorial_media" WHERE "added_by" = NEW."id"
		UNION SELECT "memorial_id" FROM "memorial_story_sections" WHERE "added_by" = NEW."id"
		UNION SELECT "memorial_id" FROM "memorial_timeline_events" WHERE "added_by" = NEW."id"
	);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_adder_renamed" AFTER UPDATE OF "display_name" ON "profiles"
	FOR EACH ROW WHEN (OLD."display_name" IS DISTINCT FROM NEW."display_name") EXECUTE FUNCTION "memorial_adder_renamed"();
