CREATE TABLE "custom_missions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"objectives" jsonb NOT NULL,
	"difficulty" text NOT NULL,
	"category" text NOT NULL,
	"age_group" text NOT NULL,
	"estimated_time" integer DEFAULT 15 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"safety_level" text DEFAULT 'high' NOT NULL,
	"grid_setup" jsonb NOT NULL,
	"max_steps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_missions_estimated_time_range" CHECK ("custom_missions"."estimated_time" BETWEEN 5 AND 60),
	CONSTRAINT "custom_missions_max_steps_positive" CHECK ("custom_missions"."max_steps" > 0)
);
--> statement-breakpoint
CREATE TABLE "mission_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"child_id" uuid,
	"course_id" uuid,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_assignments_one_target" CHECK (("mission_assignments"."child_id" IS NULL) <> ("mission_assignments"."course_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "custom_missions" ADD CONSTRAINT "custom_missions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_assignments" ADD CONSTRAINT "mission_assignments_mission_id_custom_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."custom_missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_assignments" ADD CONSTRAINT "mission_assignments_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_assignments" ADD CONSTRAINT "mission_assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_assignments" ADD CONSTRAINT "mission_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_missions_author_idx" ON "custom_missions" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_assignments_child_key" ON "mission_assignments" USING btree ("mission_id","child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_assignments_course_key" ON "mission_assignments" USING btree ("mission_id","course_id");--> statement-breakpoint
CREATE INDEX "mission_assignments_child_idx" ON "mission_assignments" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "mission_assignments_course_idx" ON "mission_assignments" USING btree ("course_id");