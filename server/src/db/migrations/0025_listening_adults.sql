CREATE TABLE "session_listeners" (
	"session_id" text PRIMARY KEY NOT NULL,
	"listener_id" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_listeners" ADD CONSTRAINT "session_listeners_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_listeners" ADD CONSTRAINT "session_listeners_listener_id_users_id_fk" FOREIGN KEY ("listener_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;