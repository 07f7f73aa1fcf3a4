CREATE TABLE "skills_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"assessed_by" uuid,
	"grade" text NOT NULL,
	"language" text NOT NULL,
	"letter" jsonb NOT NULL,
	"rhyme" jsonb NOT NULL,
	"fluency" jsonb NOT NULL,
	"fluency_reading_id" uuid NOT NULL,
	"overall_score" integer NOT NULL,
	"overall_standard_score" integer NOT NULL,
	"percentile" integer NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skills_assessments_standard_range" CHECK ("skills_assessments"."overall_standard_score" BETWEEN 55 AND 145)
);
--> statement-breakpoint
ALTER TABLE "skills_assessments" ADD CONSTRAINT "skills_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills_assessments" ADD CONSTRAINT "skills_assessments_assessed_by_users_id_fk" FOREIGN KEY ("assessed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills_assessments" ADD CONSTRAINT "skills_assessments_fluency_reading_id_fluency_readings_id_fk" FOREIGN KEY ("fluency_reading_id") REFERENCES "public"."fluency_readings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skills_assessments_user_idx" ON "skills_assessments" USING btree ("user_id","created_at");