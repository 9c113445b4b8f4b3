CREATE TABLE "chat_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"project_id" integer,
	"team_id" integer,
	"direct_low" integer,
	"direct_high" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_channels_projectId_unique" UNIQUE("project_id"),
	CONSTRAINT "chat_channels_teamId_unique" UNIQUE("team_id"),
	CONSTRAINT "chat_channels_kind_check" CHECK (("chat_channels"."kind" = 'project' and "chat_channels"."project_id" is not null and "chat_channels"."team_id" is null and "chat_channels"."direct_low" is null)
        or ("chat_channels"."kind" = 'department' and "chat_channels"."team_id" is not null and "chat_channels"."project_id" is null and "chat_channels"."direct_low" is null)
        or ("chat_channels"."kind" = 'direct' and "chat_channels"."direct_low" is not null and "chat_channels"."direct_high" is not null
          and "chat_channels"."direct_low" < "chat_channels"."direct_high" and "chat_channels"."project_id" is null and "chat_channels"."team_id" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"user_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"last_read_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_reads_user_id_channel_id_pk" PRIMARY KEY("user_id","channel_id")
);
--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_direct_low_users_id_fk" FOREIGN KEY ("direct_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_direct_high_users_id_fk" FOREIGN KEY ("direct_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_direct_pair_unique" ON "chat_channels" USING btree ("direct_low","direct_high");--> statement-breakpoint
CREATE INDEX "chat_channels_direct_high_index" ON "chat_channels" USING btree ("direct_high");--> statement-breakpoint
CREATE INDEX "chat_messages_channel_id_id_index" ON "chat_messages" USING btree ("channel_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_author_id_index" ON "chat_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "chat_messages_file_id_index" ON "chat_messages" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "chat_reads_channel_id_index" ON "chat_reads" USING btree ("channel_id");