-- Searches fold accents and case (server/src/db/search.ts). unaccent is in PostgreSQL's contrib and trusted, as pg_trgm.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes the fold fit for an index.
CREATE OR REPLACE FUNCTION wren_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
DROP INDEX "audit_log_search_idx";--> statement-breakpoint
DROP INDEX "users_search_idx";--> statement-breakpoint
CREATE INDEX "audit_log_search_idx" ON "audit_log" USING gin (wren_fold("actor_name" || ' ' || coalesce("entity_id", '') || ' ' || coalesce("before"::text, '') || ' ' || coalesce("after"::text, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (wren_fold("first_name" || ' ' || "last_name" || ' ' || "username" || ' ' || coalesce("email", '')) gin_trgm_ops);