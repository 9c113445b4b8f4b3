CREATE TABLE "task_checklist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"text" varchar(200) NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"rank" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "wip_limits" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "progress_from_checklist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "task_checklist_items" ADD CONSTRAINT "task_checklist_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_checklist_items_task_id_rank_id_index" ON "task_checklist_items" USING btree ("task_id","rank","id");--> statement-breakpoint
-- Ranks compare byte by byte, like tasks.rank (fractional-indexing keys).
ALTER TABLE "task_checklist_items" ALTER COLUMN "rank" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
-- A checklist change changes its task's counts on the board: bump the board's version (its ETag),
-- as comments do. Writers lock the board first.
CREATE FUNCTION "sb_board_version_checklist"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "boards" SET "version" = "version" + 1
    WHERE "id" IN (SELECT t."board_id" FROM "tasks" t WHERE t."id" IN (SELECT "task_id" FROM old_rows));
  ELSE
    UPDATE "boards" SET "version" = "version" + 1
    WHERE "id" IN (SELECT t."board_id" FROM "tasks" t WHERE t."id" IN (SELECT "task_id" FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "checklist_board_version_insert" AFTER INSERT ON "task_checklist_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_checklist"();--> statement-breakpoint
CREATE TRIGGER "checklist_board_version_update" AFTER UPDATE ON "task_checklist_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_checklist"();--> statement-breakpoint
CREATE TRIGGER "checklist_board_version_delete" AFTER DELETE ON "task_checklist_items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_checklist"();
