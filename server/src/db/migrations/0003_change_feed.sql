-- Announces changes on the 'wren_changes' channel so a process can keep read caches exact: every write, by any
-- code path, invalidates what it changed. Payloads: 'user:<id>', 'session:<id>', 'activity:<user id>'.
CREATE OR REPLACE FUNCTION wren_notify_user() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('wren_changes', 'user:' || OLD.id::text);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wren_notify_session() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('wren_changes', 'session:' || OLD.id);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wren_notify_activity() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('wren_changes', 'activity:' || OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('wren_changes', 'activity:' || NEW.user_id::text); END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION wren_notify_user();
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION wren_notify_session();
--> statement-breakpoint
CREATE TRIGGER writing_samples_changed AFTER INSERT OR UPDATE OR DELETE ON writing_samples FOR EACH ROW EXECUTE FUNCTION wren_notify_activity();
--> statement-breakpoint
CREATE TRIGGER phonics_attempts_changed AFTER INSERT OR UPDATE OR DELETE ON phonics_attempts FOR EACH ROW EXECUTE FUNCTION wren_notify_activity();
--> statement-breakpoint
CREATE TRIGGER mission_runs_changed AFTER INSERT OR UPDATE OR DELETE ON mission_runs FOR EACH ROW EXECUTE FUNCTION wren_notify_activity();
--> statement-breakpoint
CREATE TRIGGER stories_changed AFTER INSERT OR UPDATE OR DELETE ON stories FOR EACH ROW EXECUTE FUNCTION wren_notify_activity();
