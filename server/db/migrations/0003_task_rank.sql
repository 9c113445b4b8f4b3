-- Board order as a sparse rank (DECISIONS 4): a fractional-indexing key compared byte by byte, so a
-- move or a create writes only its own row. Existing columns keep their order: the n-th task of a
-- column (by position, then id) gets the key 'd' + n in four base-62 digits.
ALTER TABLE "tasks" ADD COLUMN "rank" text COLLATE "C";--> statement-breakpoint
UPDATE "tasks" SET "rank" = r.key
FROM (
  SELECT id, 'd' || substr(d, (n / 238328) % 62 + 1, 1) || substr(d, (n / 3844) % 62 + 1, 1)
             || substr(d, (n / 62) % 62 + 1, 1) || substr(d, n % 62 + 1, 1) AS key
  FROM (
    SELECT id, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'::text AS d,
           row_number() OVER (PARTITION BY board_id, status ORDER BY position, id)::int AS n
    FROM "tasks"
  ) numbered
) r
WHERE "tasks".id = r.id;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "rank" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_board_id_status_rank_id_index" ON "tasks" USING btree ("board_id","status","rank","id");
