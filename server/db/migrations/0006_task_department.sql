ALTER TABLE "tasks" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_department_id_teams_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_department_id_index" ON "tasks" USING btree ("department_id");