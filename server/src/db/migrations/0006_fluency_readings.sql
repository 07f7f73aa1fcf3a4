CREATE TABLE "fluency_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"recorded_by" uuid,
	"passage_id" text NOT NULL,
	"language" text NOT NULL,
	"duration_seconds" real NOT NULL,
	"engine" text NOT NULL,
	"notice" text,
	"engine_marks" jsonb NOT NULL,
	"heard" jsonb NOT NULL,
	"engine_last_word_index" integer,
	"flips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_word_index" integer,
	"insertions" integer DEFAULT 0 NOT NULL,
	"words_read" integer NOT NULL,
	"words_correct" integer NOT NULL,
	"errors" integer NOT NULL,
	"wcpm" real NOT NULL,
	"accuracy" real NOT NULL,
	"expression_suggested" integer NOT NULL,
	"expression_chosen" integer,
	"expression_evidence" jsonb NOT NULL,
	"audio" "bytea",
	"audio_type" text,
	"adjusted_by" uuid,
	"adjusted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fluency_readings_duration_range" CHECK ("fluency_readings"."duration_seconds" > 0 AND "fluency_readings"."duration_seconds" <= 60),
	CONSTRAINT "fluency_readings_expression_range" CHECK ("fluency_readings"."expression_chosen" IS NULL OR "fluency_readings"."expression_chosen" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "fluency_readings" ADD CONSTRAINT "fluency_readings_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fluency_readings" ADD CONSTRAINT "fluency_readings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fluency_readings" ADD CONSTRAINT "fluency_readings_adjusted_by_users_id_fk" FOREIGN KEY ("adjusted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fluency_readings_child_idx" ON "fluency_readings" USING btree ("child_id","created_at");