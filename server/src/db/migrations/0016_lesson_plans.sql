CREATE TABLE "lesson_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"age_groups" jsonb NOT NULL,
	"subject_areas" jsonb NOT NULL,
	"class_duration" integer NOT NULL,
	"number_of_lessons" integer NOT NULL,
	"learning_goals" jsonb NOT NULL,
	"teaching_style" text NOT NULL,
	"differentiation_needs" text DEFAULT '' NOT NULL,
	"assessment_style" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"phonics_focus" text,
	"lessons" jsonb NOT NULL,
	"lesson_sequence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customizations" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ai_generated" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_plans_duration_range" CHECK ("lesson_plans"."class_duration" BETWEEN 15 AND 120),
	CONSTRAINT "lesson_plans_lessons_range" CHECK ("lesson_plans"."number_of_lessons" BETWEEN 1 AND 20)
);
--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_plans_teacher_idx" ON "lesson_plans" USING btree ("teacher_id","created_at");