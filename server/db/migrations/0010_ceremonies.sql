CREATE TABLE "ceremony_templates" (
	"sprint_id" integer PRIMARY KEY NOT NULL,
	"standup_questions" jsonb NOT NULL,
	"retro_columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retro_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"retro_id" integer NOT NULL,
	"column" integer NOT NULL,
	"text" varchar(500) NOT NULL,
	"author_id" integer,
	"group_id" integer,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retro_votes" (
	"card_id" integer NOT NULL,
	"retro_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retro_votes_card_id_user_id_pk" PRIMARY KEY("card_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "retros" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"columns" jsonb NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"vote_limit" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retros_sprintId_unique" UNIQUE("sprint_id")
);
--> statement-breakpoint
CREATE TABLE "sprint_reviews" (
	"sprint_id" integer PRIMARY KEY NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"demo_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standup_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"answers" jsonb NOT NULL,
	"blockers" text DEFAULT '' NOT NULL,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standup_reminders" (
	"sprint_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	CONSTRAINT "standup_reminders_sprint_id_user_id_day_pk" PRIMARY KEY("sprint_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "ceremony_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ceremony_templates" ADD CONSTRAINT "ceremony_templates_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_cards" ADD CONSTRAINT "retro_cards_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_cards" ADD CONSTRAINT "retro_cards_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_cards" ADD CONSTRAINT "retro_cards_group_id_retro_cards_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."retro_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_cards" ADD CONSTRAINT "retro_cards_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_votes" ADD CONSTRAINT "retro_votes_card_id_retro_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."retro_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_votes" ADD CONSTRAINT "retro_votes_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_votes" ADD CONSTRAINT "retro_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retros" ADD CONSTRAINT "retros_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_reviews" ADD CONSTRAINT "sprint_reviews_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standup_answers" ADD CONSTRAINT "standup_answers_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standup_answers" ADD CONSTRAINT "standup_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standup_answers" ADD CONSTRAINT "standup_answers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standup_reminders" ADD CONSTRAINT "standup_reminders_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standup_reminders" ADD CONSTRAINT "standup_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retro_cards_retro_id_index" ON "retro_cards" USING btree ("retro_id");--> statement-breakpoint
CREATE INDEX "retro_cards_author_id_index" ON "retro_cards" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "retro_cards_group_id_index" ON "retro_cards" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "retro_cards_task_id_index" ON "retro_cards" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "retro_votes_retro_id_user_id_index" ON "retro_votes" USING btree ("retro_id","user_id");--> statement-breakpoint
CREATE INDEX "retro_votes_user_id_index" ON "retro_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "retros_created_at_index" ON "retros" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "standup_answers_sprint_id_day_user_id_index" ON "standup_answers" USING btree ("sprint_id","day","user_id");--> statement-breakpoint
CREATE INDEX "standup_answers_user_id_index" ON "standup_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "standup_answers_task_id_index" ON "standup_answers" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "standup_reminders_user_id_index" ON "standup_reminders" USING btree ("user_id");