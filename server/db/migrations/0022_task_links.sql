CREATE TABLE "task_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_task_id" integer NOT NULL,
	"target_task_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_links_not_self" CHECK ("task_links"."source_task_id" <> "task_links"."target_task_id"),
	CONSTRAINT "task_links_type" CHECK ("task_links"."type" in ('blocks', 'relates', 'duplicates')),
	CONSTRAINT "task_links_relates_ordered" CHECK ("task_links"."type" <> 'relates' or "task_links"."source_task_id" < "task_links"."target_task_id")
);
--> statement-breakpoint
ALTER TABLE "task_links" ADD CONSTRAINT "task_links_source_task_id_tasks_id_fk" FOREIGN KEY ("source_task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_links" ADD CONSTRAINT "task_links_target_task_id_tasks_id_fk" FOREIGN KEY ("target_task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_links" ADD CONSTRAINT "task_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_links_unique" ON "task_links" USING btree ("source_task_id","target_task_id","type");--> statement-breakpoint
CREATE INDEX "task_links_target_task_id_type_index" ON "task_links" USING btree ("target_task_id","type");--> statement-breakpoint
-- A card shows 'Blocked' (`blocked` on the task) while a blocker of the same project is unfinished
-- (product rules §36): adding or removing a link bumps the boards of both ends, and a task entering or
-- leaving its completed column (or changing board) bumps the boards of the tasks it blocks in its
-- project, in the
-- same transaction, so the board list's ETag follows whatever code path wrote. Boards are locked in id
-- order first, like the app's multi-board writers, so two such changes cannot deadlock.
CREATE FUNCTION "sb_board_version_task_links"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT t."board_id") INTO ids FROM "tasks" t
      WHERE t."id" IN (SELECT "source_task_id" FROM new_rows UNION SELECT "target_task_id" FROM new_rows);
  ELSE
    SELECT array_agg(DISTINCT t."board_id") INTO ids FROM "tasks" t
      WHERE t."id" IN (SELECT "source_task_id" FROM old_rows UNION SELECT "target_task_id" FROM old_rows);
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "boards" WHERE "id" = ANY(ids) ORDER BY "id" FOR UPDATE;
  UPDATE "boards" SET "version" = "version" + 1 WHERE "id" = ANY(ids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "task_links_board_version_insert" AFTER INSERT ON "task_links"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_task_links"();--> statement-breakpoint
CREATE TRIGGER "task_links_board_version_delete" AFTER DELETE ON "task_links"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_task_links"();--> statement-breakpoint
CREATE FUNCTION "sb_board_version_blockers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  -- Only blocked tasks of the blocker's project (before or after the change): the flag counts no other.
  SELECT array_agg(DISTINCT blocked."board_id") INTO ids FROM new_rows n
    JOIN old_rows o ON o."id" = n."id"
    JOIN "task_links" l ON l."source_task_id" = n."id" AND l."type" = 'blocks'
    JOIN "tasks" blocked ON blocked."id" = l."target_task_id"
    JOIN "boards" bb ON bb."id" = blocked."board_id"
    WHERE ((n."completed_at" IS NULL) IS DISTINCT FROM (o."completed_at" IS NULL)
        OR n."board_id" <> o."board_id")
      AND bb."project_id" IN (SELECT b."project_id" FROM "boards" b WHERE b."id" IN (n."board_id", o."board_id"));
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "boards" WHERE "id" = ANY(ids) ORDER BY "id" FOR UPDATE;
  UPDATE "boards" SET "version" = "version" + 1 WHERE "id" = ANY(ids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tasks_blocked_board_version_update" AFTER UPDATE ON "tasks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_blockers"();
