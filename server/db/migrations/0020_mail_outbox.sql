CREATE TABLE "email_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"time_zone" varchar(64),
	"digest_hour" smallint DEFAULT 8 NOT NULL,
	"kinds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_digest_at" timestamp with time zone,
	"bouncing_at" timestamp with time zone,
	"bounce_error" varchar(500),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_digest_items" (
	"notification_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(255) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"user_id" integer,
	"subject" text,
	"text" text,
	"html" text,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"task_id" integer,
	"group_key" varchar(100),
	"notification_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" varchar(500),
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_unsubscribe_uses" (
	"nonce" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(50) NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_digest_items" ADD CONSTRAINT "mail_digest_items_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_digest_items" ADD CONSTRAINT "mail_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_unsubscribe_uses" ADD CONSTRAINT "mail_unsubscribe_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_digest_items_user_id_index" ON "mail_digest_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("due_at","id") WHERE "mail_outbox"."state" in ('pending', 'retry', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_open_group_idx" ON "mail_outbox" USING btree ("group_key") WHERE "mail_outbox"."state" = 'pending' and "mail_outbox"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_id_index" ON "mail_outbox" USING btree ("user_id");