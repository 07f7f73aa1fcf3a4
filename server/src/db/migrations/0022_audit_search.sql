-- Trigram indexes (pg_trgm, in PostgreSQL's contrib and trusted: the database's owner may add it; PGlite loads its own).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "audit_log_search_idx" ON "audit_log" USING gin (("actor_name" || ' ' || coalesce("entity_id", '') || ' ' || coalesce("before"::text, '') || ' ' || coalesce("after"::text, '')) gin_trgm_ops);