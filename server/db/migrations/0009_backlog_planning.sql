CREATE TABLE "backlog_items" (
	"sprint_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"rank" text,
	"planned" boolean DEFAULT false NOT NULL,
	"planned_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backlog_items_sprint_id_task_id_pk" PRIMARY KEY("sprint_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "sprint_commitment_tasks" (
	"sprint_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"story_points" varchar(2),
	"project_id" integer NOT NULL,
	"project_name" varchar(255) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sprint_commitment_tasks_sprint_id_task_id_pk" PRIMARY KEY("sprint_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "sprint_commitments" (
	"sprint_id" integer PRIMARY KEY NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_by" integer,
	"task_count" integer NOT NULL,
	"points" integer NOT NULL,
	"estimated_tasks" integer NOT NULL,
	"goals" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_scope_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"project_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"story_points" varchar(2),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backlog_items" ADD CONSTRAINT "backlog_items_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backlog_items" ADD CONSTRAINT "backlog_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_commitment_tasks" ADD CONSTRAINT "sprint_commitment_tasks_sprint_id_sprint_commitments_sprint_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprint_commitments"("sprint_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_commitments" ADD CONSTRAINT "sprint_commitments_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_commitments" ADD CONSTRAINT "sprint_commitments_committed_by_users_id_fk" FOREIGN KEY ("committed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_scope_changes" ADD CONSTRAINT "sprint_scope_changes_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_scope_changes" ADD CONSTRAINT "sprint_scope_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backlog_items_task_id_planned_index" ON "backlog_items" USING btree ("task_id","planned");--> statement-breakpoint
CREATE INDEX "sprint_scope_changes_sprint_id_created_at_index" ON "sprint_scope_changes" USING btree ("sprint_id","created_at");--> statement-breakpoint
-- Ranks compare byte by byte, like tasks.rank (fractional-indexing keys).
ALTER TABLE "backlog_items" ALTER COLUMN "rank" SET DATA TYPE text COLLATE "C";
