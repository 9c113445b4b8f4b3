ALTER TABLE "tasks" ADD COLUMN "type" varchar(10) DEFAULT 'task' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "parent_id" integer;--> statement-breakpoint
-- Deferrable: a restore loads tasks in id order (a parent may have a higher id than its child)
-- with the constraints deferred; the app checks it immediately as any other key.
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_parent_id_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
CREATE INDEX "tasks_parent_id_index" ON "tasks" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_type_check" CHECK ("tasks"."type" in ('task', 'story', 'bug', 'epic'));--> statement-breakpoint
-- A parent's card shows its children's counts (product rules §35), so a change to a child also bumps
-- the version of the board its parent (old and new) sits on, in the same statement-level trigger.
CREATE OR REPLACE FUNCTION "sb_board_version_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "boards" SET "version" = "version" + 1 WHERE "id" IN (
      SELECT "board_id" FROM new_rows
      UNION SELECT p."board_id" FROM "tasks" p WHERE p."id" IN (SELECT "parent_id" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "boards" SET "version" = "version" + 1 WHERE "id" IN (
      SELECT "board_id" FROM new_rows UNION SELECT "board_id" FROM old_rows
      UNION SELECT p."board_id" FROM "tasks" p
        WHERE p."id" IN (SELECT "parent_id" FROM new_rows UNION SELECT "parent_id" FROM old_rows));
  ELSE
    UPDATE "boards" SET "version" = "version" + 1 WHERE "id" IN (
      SELECT "board_id" FROM old_rows
      UNION SELECT p."board_id" FROM "tasks" p WHERE p."id" IN (SELECT "parent_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
