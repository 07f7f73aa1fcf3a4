CREATE TABLE "phonics_recordings" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"language" text NOT NULL,
	"audio" "bytea" NOT NULL,
	"audio_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phonics_recordings" ADD CONSTRAINT "phonics_recordings_attempt_id_phonics_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."phonics_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonics_recordings" ADD CONSTRAINT "phonics_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phonics_recordings_target_idx" ON "phonics_recordings" USING btree ("user_id","kind","target","language","created_at");