CREATE TABLE "assessment_latest" (
	"user_id" uuid NOT NULL,
	"grade_level" text NOT NULL,
	"assessment_id" uuid NOT NULL,
	"assessment_date" timestamp with time zone NOT NULL,
	"overall_score" integer NOT NULL,
	"category" text,
	CONSTRAINT "assessment_latest_user_id_grade_level_pk" PRIMARY KEY("user_id","grade_level")
);
--> statement-breakpoint
ALTER TABLE "assessment_latest" ADD CONSTRAINT "assessment_latest_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;