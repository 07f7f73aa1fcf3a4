DROP INDEX "audit_log_org_time_idx";--> statement-breakpoint
DROP INDEX "audit_log_time_idx";--> statement-breakpoint
CREATE INDEX "audit_log_org_time_idx" ON "audit_log" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_time_idx" ON "audit_log" USING btree ("created_at","id");