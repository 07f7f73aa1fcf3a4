ALTER TABLE "courses" DROP CONSTRAINT "courses_code_unique";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "grade" text;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_school_code_key" ON "courses" USING btree (coalesce("organization_id", "teacher_id"),lower("code"));--> statement-breakpoint
CREATE INDEX "courses_teacher_idx" ON "courses" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "courses_organization_idx" ON "courses" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_max_students_range" CHECK ("courses"."max_students" BETWEEN 1 AND 50);