CREATE TABLE "ai_usage" (
	"child_id" uuid NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_child_id_day_pk" PRIMARY KEY("child_id","day"),
	CONSTRAINT "ai_usage_count_nonnegative" CHECK ("ai_usage"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prompt_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"category" text NOT NULL,
	"safety_score" integer NOT NULL,
	"is_approved" boolean NOT NULL,
	"flagged_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feature" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_logs_score_range" CHECK ("prompt_logs"."safety_score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_logs" ADD CONSTRAINT "prompt_logs_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_logs_child_idx" ON "prompt_logs" USING btree ("child_id","created_at");