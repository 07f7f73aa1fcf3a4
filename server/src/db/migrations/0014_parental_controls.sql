CREATE TABLE "control_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_time_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"day" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"minutes" integer,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parental_settings" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"safety_level" text DEFAULT 'high' NOT NULL,
	"apps" jsonb NOT NULL,
	"daily_limit_minutes" integer DEFAULT 120 NOT NULL,
	"start_time" text DEFAULT '08:00' NOT NULL,
	"end_time" text DEFAULT '20:00' NOT NULL,
	"break_reminders" boolean DEFAULT true NOT NULL,
	"block_inappropriate_language" boolean DEFAULT true NOT NULL,
	"ai_content_moderation" boolean DEFAULT true NOT NULL,
	"safe_search_only" boolean DEFAULT true NOT NULL,
	"blocked_websites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_time_days" (
	"child_id" uuid NOT NULL,
	"day" text NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"learning_minutes" integer DEFAULT 0 NOT NULL,
	"last_minute" integer DEFAULT 0 NOT NULL,
	"streak_minutes" integer DEFAULT 0 NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"extended_until" timestamp with time zone,
	"limit_reached_at" timestamp with time zone,
	CONSTRAINT "screen_time_days_child_id_day_pk" PRIMARY KEY("child_id","day"),
	CONSTRAINT "screen_time_days_minutes_nonnegative" CHECK ("screen_time_days"."minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "control_events" ADD CONSTRAINT "control_events_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_time_requests" ADD CONSTRAINT "extra_time_requests_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_time_requests" ADD CONSTRAINT "extra_time_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_settings" ADD CONSTRAINT "parental_settings_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_settings" ADD CONSTRAINT "parental_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_time_days" ADD CONSTRAINT "screen_time_days_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "control_events_once_a_day" ON "control_events" USING btree ("child_id","day","kind","detail");--> statement-breakpoint
CREATE INDEX "control_events_child_idx" ON "control_events" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "extra_time_requests_child_idx" ON "extra_time_requests" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_time_requests_one_pending" ON "extra_time_requests" USING btree ("child_id") WHERE "extra_time_requests"."status" = 'pending';