import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { userReportSchema } from '@common/contracts/user-report.ts';
import { api } from '@/lib/api.ts';

/** GET /api/user/report: the printable report, a snapshot of "now". */
export const reportQuery = queryOptions({
  queryKey: ['/api/user/report'],
  queryFn: () => api({ url: '/api/user/report', schema: userReportSchema }),
  staleTime: 0,
});

/** Fetched fresh each time it is opened. */
export function useReport(enabled: boolean) {
  return useQuery({ ...reportQuery, enabled });
}
