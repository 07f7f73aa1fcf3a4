import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { useInfiniteQuery } from '@/lib/query.ts';
import { AUDIT_PAGE_SIZE, auditResponseSchema, type AuditCsvQuery, type AuditQuery } from '@common/contracts/audit.ts';
import { api } from '@/lib/api.ts';
import { currentLanguage } from '@/lib/i18n.ts';

export const AUDIT_KEY = ['/api/admin/audit'] as const;

/** The query string of the filters that are set (also the CSV export's, with the page's language). */
export function auditSearch(filters: AuditCsvQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}

/**
 * GET /api/admin/audit: the entries of the administrator's organisations, newest first, filtered, a page at a time.
 * The search looks in the words of the page's language (the request names it), so another language asks again.
 */
export const auditQuery = (filters: AuditQuery) =>
  infiniteQueryOptions({
    queryKey: [...AUDIT_KEY, filters, currentLanguage()],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams(auditSearch(filters));
      search.set('limit', String(AUDIT_PAGE_SIZE));
      if (pageParam) search.set('cursor', pageParam);
      return api({ url: `/api/admin/audit?${search.toString()}`, schema: auditResponseSchema });
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useAudit(filters: AuditQuery) {
  return useInfiniteQuery(auditQuery(filters));
}
