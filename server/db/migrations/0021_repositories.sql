CREATE TABLE "repository_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"url" varchar(2000),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repository_commits" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"sha" varchar(64) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"author" varchar(255),
	"url" varchar(2000),
	"committed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repository_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"repository" varchar(200) NOT NULL,
	"secret" text NOT NULL,
	"review_column" varchar(100),
	"done_column" varchar(100),
	"default_branch" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "repository_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"delivery_id" varchar(100) NOT NULL,
	"event" varchar(60) NOT NULL,
	"summary" varchar(1000) DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repository_pull_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" varchar(500) NOT NULL,
	"url" varchar(2000),
	"state" varchar(10) NOT NULL,
	"branch" varchar(255),
	"head_sha" varchar(64),
	"checks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repository_branches" ADD CONSTRAINT "repository_branches_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_branches" ADD CONSTRAINT "repository_branches_connection_id_repository_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."repository_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_commits" ADD CONSTRAINT "repository_commits_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_commits" ADD CONSTRAINT "repository_commits_connection_id_repository_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."repository_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_connections" ADD CONSTRAINT "repository_connections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_connections" ADD CONSTRAINT "repository_connections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_deliveries" ADD CONSTRAINT "repository_deliveries_connection_id_repository_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."repository_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_pull_requests" ADD CONSTRAINT "repository_pull_requests_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repository_pull_requests" ADD CONSTRAINT "repository_pull_requests_connection_id_repository_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."repository_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repository_branches_unique" ON "repository_branches" USING btree ("connection_id","name","task_id");--> statement-breakpoint
CREATE INDEX "repository_branches_task_id_index" ON "repository_branches" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repository_commits_unique" ON "repository_commits" USING btree ("connection_id","sha","task_id");--> statement-breakpoint
CREATE INDEX "repository_commits_task_id_index" ON "repository_commits" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "repository_connections_project_id_index" ON "repository_connections" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repository_connections_project_repo_unique" ON "repository_connections" USING btree ("project_id","provider",lower("repository"));--> statement-breakpoint
CREATE UNIQUE INDEX "repository_deliveries_connection_delivery_unique" ON "repository_deliveries" USING btree ("connection_id","delivery_id");--> statement-breakpoint
CREATE INDEX "repository_deliveries_connection_id_id_index" ON "repository_deliveries" USING btree ("connection_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "repository_pull_requests_unique" ON "repository_pull_requests" USING btree ("connection_id","number","task_id");--> statement-breakpoint
CREATE INDEX "repository_pull_requests_task_id_id_index" ON "repository_pull_requests" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "repository_pull_requests_connection_id_head_sha_index" ON "repository_pull_requests" USING btree ("connection_id","head_sha");--> statement-breakpoint
-- A task's pull requests show on its board card (the `pullRequest` badge): a change to them bumps the
-- board's version (the ETag of its task list) in the same transaction, like comments and checklists.
CREATE FUNCTION "sb_board_version_pull_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "boards" SET "version" = "version" + 1
    WHERE "id" IN (SELECT t."board_id" FROM "tasks" t WHERE t."id" IN (SELECT "task_id" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "boards" SET "version" = "version" + 1
    WHERE "id" IN (SELECT t."board_id" FROM "tasks" t
      WHERE t."id" IN (SELECT "task_id" FROM new_rows UNION SELECT "task_id" FROM old_rows));
  ELSE
    UPDATE "boards" SET "version" = "version" + 1
    WHERE "id" IN (SELECT t."board_id" FROM "tasks" t WHERE t."id" IN (SELECT "task_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pull_requests_board_version_insert" AFTER INSERT ON "repository_pull_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_pull_requests"();--> statement-breakpoint
CREATE TRIGGER "pull_requests_board_version_update" AFTER UPDATE ON "repository_pull_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_pull_requests"();--> statement-breakpoint
CREATE TRIGGER "pull_requests_board_version_delete" AFTER DELETE ON "repository_pull_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sb_board_version_pull_requests"();
