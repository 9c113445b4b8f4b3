CREATE TABLE "sprint_goal_tasks" (
	"goal_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sprint_goal_tasks_goal_id_task_id_pk" PRIMARY KEY("goal_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "sprint_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"text" varchar(500) NOT NULL,
	"outcome" varchar(10) DEFAULT 'open' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sprint_goal_tasks" ADD CONSTRAINT "sprint_goal_tasks_goal_id_sprint_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."sprint_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_goal_tasks" ADD CONSTRAINT "sprint_goal_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_goals" ADD CONSTRAINT "sprint_goals_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_goals" ADD CONSTRAINT "sprint_goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sprint_goal_tasks_task_id_index" ON "sprint_goal_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "sprint_goals_sprint_id_index" ON "sprint_goals" USING btree ("sprint_id");