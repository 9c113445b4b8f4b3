CREATE TABLE "board_changes" (
	"board_id" integer NOT NULL,
	"version" bigint NOT NULL,
	"task_id" integer NOT NULL,
	CONSTRAINT "board_changes_board_id_version_task_id_pk" PRIMARY KEY("board_id","version","task_id")
);
--> statement-breakpoint
ALTER TABLE "board_changes" ADD CONSTRAINT "board_changes_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The board change log (issue 26). Every trigger that bumped a board's version now names the tasks whose
-- card changed, through one function: it bumps each named board once and logs (board, new version, task)
-- in the same statement, so a version and its log rows commit together whatever code path wrote. A bump
-- made elsewhere (a project key change) logs nothing: the reader sees the gap and answers a reset. Every
-- 64th version of a board drops its rows older than 1,000 versions: the log stays short.
CREATE FUNCTION "sb_board_changed"(board_ids integer[], task_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF board_ids IS NULL THEN
    RETURN;
  END IF;
  WITH pairs AS (
    SELECT DISTINCT x.b AS board_id, x.t AS task_id FROM unnest(board_ids, task_ids) AS x(b, t)
    WHERE x.b IS NOT NULL AND x.t IS NOT NULL
  ), bumped AS (
    UPDATE "boards" SET "version" = "version" + 1 WHERE "id" IN (SELECT board_id FROM pairs)
    RETURNING "id", "version"
  ), logged AS (
    INSERT INTO "board_changes" ("board_id", "version", "task_id")
    SELECT p.board_id, b."version", p.task_id FROM pairs p JOIN bumped b ON b."id" = p.board_id
  )
  DELETE FROM "board_changes" c USING bumped b
  WHERE c."board_id" = b."id" AND b."version" % 64 = 0 AND c."version" <= b."version" - 1000;
END $$;--> statement-breakpoint
-- A task's own board (before and after), and its parents' boards for their child counts (product rules §35).
CREATE OR REPLACE FUNCTION "sb_board_version_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bids integer[];
  tids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.b), array_agg(x.t) INTO bids, tids FROM (
      SELECT "board_id", "id" FROM new_rows
      UNION SELECT p."board_id", p."id" FROM "tasks" p WHERE p."id" IN (SELECT "parent_id" FROM new_rows)
    ) x(b, t);
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(x.b), array_agg(x.t) INTO bids, tids FROM (
      SELECT "board_id", "id" FROM new_rows UNION SELECT "board_id", "id" FROM old_rows
      UNION SELECT p."board_id", p."id" FROM "tasks" p
        WHERE p."id" IN (SELECT "parent_id" FROM new_rows UNION SELECT "parent_id" FROM old_rows)
    ) x(b, t);
  ELSE
    SELECT array_agg(x.b), array_agg(x.t) INTO bids, tids FROM (
      SELECT "board_id", "id" FROM old_rows
      UNION SELECT p."board_id", p."id" FROM "tasks" p WHERE p."id" IN (SELECT "parent_id" FROM old_rows)
    ) x(b, t);
  END IF;
  PERFORM "sb_board_changed"(bids, tids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sb_board_version_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bids integer[];
  tids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(t."board_id"), array_agg(t."id") INTO bids, tids FROM "tasks" t
      WHERE t."id" IN (SELECT "task_id" FROM new_rows);
  ELSE
    SELECT array_agg(t."board_id"), array_agg(t."id") INTO bids, tids FROM "tasks" t
      WHERE t."id" IN (SELECT "task_id" FROM old_rows);
  END IF;
  PERFORM "sb_board_changed"(bids, tids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sb_board_version_users"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bids integer[];
  tids integer[];
BEGIN
  SELECT array_agg(t."board_id"), array_agg(t."id") INTO bids, tids FROM "tasks" t
    JOIN new_rows n ON n."id" = t."assigned_to"
    JOIN old_rows o ON o."id" = n."id"
    WHERE (n."first_name", n."last_name", n."email", n."profile_image_url")
      IS DISTINCT FROM (o."first_name", o."last_name", o."email", o."profile_image_url");
  IF bids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "boards" WHERE "id" = ANY(bids) ORDER BY "id" FOR UPDATE;
  PERFORM "sb_board_changed"(bids, tids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sb_board_version_checklist"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bids integer[];
  tids integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(t."board_id"), array_agg(t."id") INTO bids, tids FROM "tasks" t
      WHERE t."id" IN (SELECT "task_id" FROM old_rows);
  ELSE
    SELECT array_agg(t."board_id"), array_agg(t."id") INTO bids, tids FROM "tasks" t
      WHERE t."id" IN (SELECT "task_id" FROM new_rows);
  END IF;
  PERFORM "sb_board_changed"(bids, tids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sb_board_version_pull_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bids integer[];
  tids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(t."board_id"), array_agg(t."id") INTO bids, tids FROM "tasks" t
      WHERE t."id" IN (SELECT "task_id" FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(t."board_id"), array_agg(t."id") INTO bids, tids FROM "tasks" t
      WHERE t."id" IN (SELECT "task_id" FROM new_rows UNION SELECT "task_id" FROM old_rows);
  ELSE
    SELECT array_agg(t."board_id"), array_agg(t."id") INTO bids, tids FROM "tasks" t
      WHERE t."id" IN (SELECT "task_id" FROM old_rows);
  END IF;
  PERFORM "sb_board_changed"(bids, tids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sb_board_version_task_links"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bids integer[];
  tids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(t."board_id"), array_agg(t."id") INTO bids, tids FROM "tasks" t
      WHERE t."id" IN (SELECT "source_task_id" FROM new_rows UNION SELECT "target_task_id" FROM new_rows);
  ELSE
    SELECT array_agg(t."board_id"), array_agg(t."id") INTO bids, tids FROM "tasks" t
      WHERE t."id" IN (SELECT "source_task_id" FROM old_rows UNION SELECT "target_task_id" FROM old_rows);
  END IF;
  IF bids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "boards" WHERE "id" = ANY(bids) ORDER BY "id" FOR UPDATE;
  PERFORM "sb_board_changed"(bids, tids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sb_board_version_blockers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bids integer[];
  tids integer[];
BEGIN
  -- Only blocked tasks of the blocker's project (before or after the change): the flag counts no other.
  SELECT array_agg(x.b), array_agg(x.t) INTO bids, tids FROM (
    SELECT DISTINCT blocked."board_id", blocked."id" FROM new_rows n
    JOIN old_rows o ON o."id" = n."id"
    JOIN "task_links" l ON l."source_task_id" = n."id" AND l."type" = 'blocks'
    JOIN "tasks" blocked ON blocked."id" = l."target_task_id"
    JOIN "boards" bb ON bb."id" = blocked."board_id"
    WHERE ((n."completed_at" IS NULL) IS DISTINCT FROM (o."completed_at" IS NULL)
        OR n."board_id" <> o."board_id")
      AND bb."project_id" IN (SELECT b."project_id" FROM "boards" b WHERE b."id" IN (n."board_id", o."board_id"))
  ) x(b, t);
  IF bids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "boards" WHERE "id" = ANY(bids) ORDER BY "id" FOR UPDATE;
  PERFORM "sb_board_changed"(bids, tids);
  RETURN NULL;
END $$;
