CREATE TABLE "assessment_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"skill" text NOT NULL,
	"original_value" integer,
	"new_value" integer NOT NULL,
	"category" text NOT NULL,
	"reason" text NOT NULL,
	"teacher_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_overrides_value_range" CHECK ("assessment_overrides"."new_value" BETWEEN 55 AND 145)
);
--> statement-breakpoint
CREATE TABLE "intervention_group_members" (
	"group_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "intervention_group_members_group_id_student_id_pk" PRIMARY KEY("group_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "intervention_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"skill" text NOT NULL,
	"practice" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_overrides" ADD CONSTRAINT "assessment_overrides_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_overrides" ADD CONSTRAINT "assessment_overrides_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_group_members" ADD CONSTRAINT "intervention_group_members_group_id_intervention_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."intervention_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_group_members" ADD CONSTRAINT "intervention_group_members_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_groups" ADD CONSTRAINT "intervention_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_overrides_assessment_idx" ON "assessment_overrides" USING btree ("assessment_id","skill","created_at");--> statement-breakpoint
CREATE INDEX "intervention_group_members_student_idx" ON "intervention_group_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "intervention_groups_owner_idx" ON "intervention_groups" USING btree ("owner_id","created_at");