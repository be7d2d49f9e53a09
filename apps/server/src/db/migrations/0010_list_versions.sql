ALTER TABLE "classes" ADD COLUMN "decks_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "decks_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timeline_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A list read at a version is current while the version holds (db/list-cache.ts): every change
-- to what the list shows raises its version in the same transaction, whichever code made it.
-- Statement triggers, so an import of 500 cards raises it once. A student's own decks and timeline
-- have a version on their account; shared decks, one per class.
CREATE FUNCTION raise_decks_version_of_decks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "decks_version" = "decks_version" + 1
  WHERE "id" IN (SELECT "owner_id" FROM changed_decks);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "decks_insert_raises_version" AFTER INSERT ON "decks" REFERENCING NEW TABLE AS changed_decks FOR EACH STATEMENT EXECUTE FUNCTION raise_decks_version_of_decks();
--> statement-breakpoint
CREATE TRIGGER "decks_update_raises_version" AFTER UPDATE ON "decks" REFERENCING NEW TABLE AS changed_decks FOR EACH STATEMENT EXECUTE FUNCTION raise_decks_version_of_decks();
--> statement-breakpoint
CREATE TRIGGER "decks_delete_raises_version" AFTER DELETE ON "decks" REFERENCING OLD TABLE AS changed_decks FOR EACH STATEMENT EXECUTE FUNCTION raise_decks_version_of_decks();
--> statement-breakpoint
CREATE FUNCTION raise_decks_version_of_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "decks_version" = "decks_version" + 1
  WHERE "id" IN (
    SELECT "decks"."owner_id" FROM "decks" JOIN changed_cards ON changed_cards."deck_id" = "decks"."id"
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "deck_events_insert_raises_version" AFTER INSERT ON "deck_events" REFERENCING NEW TABLE AS changed_cards FOR EACH STATEMENT EXECUTE FUNCTION raise_decks_version_of_cards();
--> statement-breakpoint
CREATE TRIGGER "deck_events_update_raises_version" AFTER UPDATE ON "deck_events" REFERENCING NEW TABLE AS changed_cards FOR EACH STATEMENT EXECUTE FUNCTION raise_decks_version_of_cards();
--> statement-breakpoint
CREATE TRIGGER "deck_events_delete_raises_version" AFTER DELETE ON "deck_events" REFERENCING OLD TABLE AS changed_cards FOR EACH STATEMENT EXECUTE FUNCTION raise_decks_version_of_cards();
--> statement-breakpoint
CREATE FUNCTION raise_timeline_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "timeline_version" = "timeline_version" + 1
  WHERE "id" IN (SELECT "user_id" FROM changed_events);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "timeline_events_insert_raises_version" AFTER INSERT ON "timeline_events" REFERENCING NEW TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION raise_timeline_version();
--> statement-breakpoint
CREATE TRIGGER "timeline_events_update_raises_version" AFTER UPDATE ON "timeline_events" REFERENCING NEW TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION raise_timeline_version();
--> statement-breakpoint
CREATE TRIGGER "timeline_events_delete_raises_version" AFTER DELETE ON "timeline_events" REFERENCING OLD TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION raise_timeline_version();
--> statement-breakpoint
CREATE FUNCTION raise_class_decks_version_of_decks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "classes" SET "decks_version" = "decks_version" + 1
  WHERE "id" IN (SELECT "class_id" FROM changed_decks);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "class_decks_insert_raises_version" AFTER INSERT ON "class_decks" REFERENCING NEW TABLE AS changed_decks FOR EACH STATEMENT EXECUTE FUNCTION raise_class_decks_version_of_decks();
--> statement-breakpoint
CREATE TRIGGER "class_decks_update_raises_version" AFTER UPDATE ON "class_decks" REFERENCING NEW TABLE AS changed_decks FOR EACH STATEMENT EXECUTE FUNCTION raise_class_decks_version_of_decks();
--> statement-breakpoint
CREATE TRIGGER "class_decks_delete_raises_version" AFTER DELETE ON "class_decks" REFERENCING OLD TABLE AS changed_decks FOR EACH STATEMENT EXECUTE FUNCTION raise_class_decks_version_of_decks();
--> statement-breakpoint
CREATE FUNCTION raise_class_decks_version_of_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "classes" SET "decks_version" = "decks_version" + 1
  WHERE "id" IN (
    SELECT "class_decks"."class_id" FROM "class_decks"
    JOIN changed_cards ON changed_cards."deck_id" = "class_decks"."id"
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "class_deck_events_insert_raises_version" AFTER INSERT ON "class_deck_events" REFERENCING NEW TABLE AS changed_cards FOR EACH STATEMENT EXECUTE FUNCTION raise_class_decks_version_of_cards();
--> statement-breakpoint
CREATE TRIGGER "class_deck_events_update_raises_version" AFTER UPDATE ON "class_deck_events" REFERENCING NEW TABLE AS changed_cards FOR EACH STATEMENT EXECUTE FUNCTION raise_class_decks_version_of_cards();
--> statement-breakpoint
CREATE TRIGGER "class_deck_events_delete_raises_version" AFTER DELETE ON "class_deck_events" REFERENCING OLD TABLE AS changed_cards FOR EACH STATEMENT EXECUTE FUNCTION raise_class_decks_version_of_cards();
--> statement-breakpoint
-- Shared decks carry their class's title and their teacher's name.
CREATE FUNCTION raise_class_decks_version_of_title() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."decks_version" := OLD."decks_version" + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "classes_title_raises_version" BEFORE UPDATE OF "title" ON "classes" FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title") EXECUTE FUNCTION raise_class_decks_version_of_title();
--> statement-breakpoint
CREATE FUNCTION raise_class_decks_version_of_teacher() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "classes" SET "decks_version" = "decks_version" + 1 WHERE "teacher_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_name_raises_class_versions" AFTER UPDATE OF "name" ON "users" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION raise_class_decks_version_of_teacher();
