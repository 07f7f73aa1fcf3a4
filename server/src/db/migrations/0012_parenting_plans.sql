CREATE TABLE "parenting_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"child_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parenting_style" text NOT NULL,
	"child_name" text DEFAULT '' NOT NULL,
	"child_age" integer NOT NULL,
	"goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"focus_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timeline" integer NOT NULL,
	"total_days" integer NOT NULL,
	"hours_per_day" real NOT NULL,
	"additional_notes" text DEFAULT '' NOT NULL,
	"daily_plans" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parenting_plans_child_age_range" CHECK ("parenting_plans"."child_age" BETWEEN 1 AND 18),
	CONSTRAINT "parenting_plans_hours_range" CHECK ("parenting_plans"."hours_per_day" BETWEEN 0.5 AND 3),
	CONSTRAINT "parenting_plans_progress_range" CHECK ("parenting_plans"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "parenting_plans" ADD CONSTRAINT "parenting_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parenting_plans" ADD CONSTRAINT "parenting_plans_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parenting_plans_user_idx" ON "parenting_plans" USING btree ("user_id","created_at");