import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { auditResponseSchema, type AuditCsvQuery, type AuditQuery } from '@common/contracts/audit.ts';
import { api } from '@/lib/api.ts';

export const AUDIT_KEY = ['/api/admin/audit'] as const;

/** The query string of the filters that are set (also the CSV export's, with the page's language). */
export function auditSearch(filters: AuditCsvQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}

/** GET /api/admin/audit: the entries of the administrator's organisations, newest first, filtered. */
export const auditQuery = (filters: AuditQuery) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, filters],
    queryFn: () => api({ url: `/api/admin/audit?${auditSearch(filters)}`, schema: auditResponseSchema }),
    placeholderData: keepPreviousData,
  });

export function useAudit(filters: AuditQuery) {
  return useQuery(auditQuery(filters));
}
