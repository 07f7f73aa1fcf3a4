CREATE TABLE "assessment_pronunciations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"grade_level" text NOT NULL,
	"question_id" text NOT NULL,
	"target" text NOT NULL,
	"accuracy" real NOT NULL,
	"clarity" real NOT NULL,
	"pace" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "form" text DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "standard_score" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "cohort_rank" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "cohort_size" integer;--> statement-breakpoint
ALTER TABLE "assessment_pronunciations" ADD CONSTRAINT "assessment_pronunciations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_pronunciations_user_idx" ON "assessment_pronunciations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "assessments_cohort_idx" ON "assessments" USING btree ("grade_level","curriculum_type","user_id");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_score_range" CHECK ("assessments"."overall_score" BETWEEN 0 AND 100);