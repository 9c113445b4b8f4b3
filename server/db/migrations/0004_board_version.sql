DROP INDEX "tasks_board_id_status_position_index";--> statement-breakpoint
ALTER TABLE "tasks" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- boards.version is the ETag of GET /api/boards/{id}/tasks. Statement-level triggers bump it in the
-- same transaction as every change to what that list shows: the board's tasks, their comment counts
-- and their assignees' names, emails and pictures. Whatever code path writes, the version follows.
CREATE FUNCTION "sb_board_version_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "boards" SET "version" = "version" + 1 WHERE "id" IN (SELECT "board_id" FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "boards" SET "version" = "version" + 1
    WHERE "id" IN (SELECT "board_id" FROM new_rows UNION SELECT "board_id" FROM old_rows);
  ELSE
    UPDATE "boards" SET "version" = "version" + 1 WHERE "id" IN (SELECT "board_id" FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tasks_board_version_insert" AFTER INSERT ON "tasks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_tasks"();--> statement-breakpoint
CREATE TRIGGER "tasks_board_version_update" AFTER UPDATE ON "tasks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_tasks"();--> statement-breakpoint
CREATE TRIGGER "tasks_board_version_delete" AFTER DELETE ON "tasks"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_tasks"();--> statement-breakpoint
CREATE FUNCTION "sb_board_version_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "boards" SET "version" = "version" + 1
    WHERE "id" IN (SELECT t."board_id" FROM "tasks" t WHERE t."id" IN (SELECT "task_id" FROM new_rows));
  ELSE
    UPDATE "boards" SET "version" = "version" + 1
    WHERE "id" IN (SELECT t."board_id" FROM "tasks" t WHERE t."id" IN (SELECT "task_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "comments_board_version_insert" AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_comments"();--> statement-breakpoint
CREATE TRIGGER "comments_board_version_delete" AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_comments"();--> statement-breakpoint
-- A user's boards are locked in id order first, like the app's multi-board writers, so two renames
-- cannot deadlock.
CREATE FUNCTION "sb_board_version_users"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(DISTINCT t."board_id") INTO ids FROM "tasks" t
    JOIN new_rows n ON n."id" = t."assigned_to"
    JOIN old_rows o ON o."id" = n."id"
    WHERE (n."first_name", n."last_name", n."email", n."profile_image_url")
      IS DISTINCT FROM (o."first_name", o."last_name", o."email", o."profile_image_url");
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "boards" WHERE "id" = ANY(ids) ORDER BY "id" FOR UPDATE;
  UPDATE "boards" SET "version" = "version" + 1 WHERE "id" = ANY(ids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_board_version_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_users"();
