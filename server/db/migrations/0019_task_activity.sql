CREATE TABLE "task_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"via" jsonb NOT NULL,
	"kind" varchar(30) NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bulk_id" uuid,
	"task_key" varchar(20) NOT NULL,
	"task_title" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_activity_task_id_id_index" ON "task_activity" USING btree ("task_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "task_activity_project_id_id_index" ON "task_activity" USING btree ("project_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "task_activity_actor_id_index" ON "task_activity" USING btree ("actor_id");