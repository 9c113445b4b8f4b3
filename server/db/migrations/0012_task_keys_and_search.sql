-- Task keys (WEB-42) and the search endpoint's indexes (product rules §26).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "key" varchar(6);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "task_counter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "number" integer;--> statement-breakpoint
-- A free project key derived from a name: the initials of up to four words ("Website Redesign" ->
-- WR), or the first three letters of a single word (Website -> WEB); a leading digit gets a P in
-- front; a taken key gets the first free number appended (WR2, WR3, ...). Key allocation is
-- serialised by a transaction advisory lock (7410401 in db/advisory-locks.ts), so two projects
-- created at once never derive the same key.
CREATE FUNCTION "sb_project_key"(project_name text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  words text[];
  base text;
  candidate text;
  n integer := 1;
BEGIN
  PERFORM pg_advisory_xact_lock(7410401);
  words := array_remove(regexp_split_to_array(upper(coalesce(project_name, '')), '[^A-Z0-9]+'), '');
  IF coalesce(array_length(words, 1), 0) >= 2 THEN
    base := array_to_string(ARRAY(SELECT left(w, 1) FROM unnest(words[1:4]) WITH ORDINALITY AS u(w, i) ORDER BY i), '');
  ELSE
    base := left(coalesce(words[1], ''), 3);
  END IF;
  IF base = '' THEN
    base := 'PRJ';
  ELSIF base !~ '^[A-Z]' THEN
    base := left('P' || base, 4);
  END IF;
  IF length(base) < 2 THEN
    base := base || 'X';
  END IF;
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM "projects" WHERE "key" = candidate) LOOP
    n := n + 1;
    candidate := left(base, 6 - length(n::text)) || n::text;
  END LOOP;
  RETURN candidate;
END $$;--> statement-breakpoint
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT "id", "name" FROM "projects" ORDER BY "id" LOOP
    UPDATE "projects" SET "key" = "sb_project_key"(r."name") WHERE "id" = r."id";
  END LOOP;
END $$;--> statement-breakpoint
UPDATE "tasks" SET "number" = n."rn"
FROM (
  SELECT t."id", row_number() OVER (PARTITION BY b."project_id" ORDER BY t."created_at", t."id") AS "rn"
  FROM "tasks" t JOIN "boards" b ON b."id" = t."board_id"
) n
WHERE n."id" = "tasks"."id";--> statement-breakpoint
UPDATE "projects" SET "task_counter" = coalesce((
  SELECT max(t."number") FROM "tasks" t JOIN "boards" b ON b."id" = t."board_id" WHERE b."project_id" = "projects"."id"
), 0);--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "key" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "number" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
-- Whatever code path inserts a project without a key gets a derived one.
CREATE FUNCTION "sb_projects_key_default"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."key" IS NULL THEN
    NEW."key" := "sb_project_key"(NEW."name");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "projects_key_default" BEFORE INSERT ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "sb_projects_key_default"();--> statement-breakpoint
-- Every task inserted without a number takes the next one of its project: the UPDATE ... RETURNING
-- holds the project row until the inserting transaction ends, so two creates never share a number.
CREATE FUNCTION "sb_tasks_number_default"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."number" IS NULL THEN
    UPDATE "projects" SET "task_counter" = "task_counter" + 1
      WHERE "id" = (SELECT "project_id" FROM "boards" WHERE "id" = NEW."board_id")
      RETURNING "task_counter" INTO NEW."number";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tasks_number_default" BEFORE INSERT ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "sb_tasks_number_default"();--> statement-breakpoint
CREATE UNIQUE INDEX "projects_key_unique" ON "projects" USING btree ("key");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_index" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_board_id_number_index" ON "tasks" USING btree ("board_id","number");--> statement-breakpoint
CREATE INDEX "tasks_title_trgm_index" ON "tasks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "tasks"."title")) STORED;--> statement-breakpoint
CREATE INDEX "tasks_title_search_index" ON "tasks" USING gin ("title_search");
