CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_failures_user_idx" ON "sign_in_failures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_failures_window_idx" ON "sign_in_failures" USING btree ("window_started_at");