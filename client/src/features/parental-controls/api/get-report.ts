import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { controlsReportSchema } from '@common/contracts/parental-controls.ts';
import { api } from '@/lib/api.ts';

/** GET /api/parental-control/reports/:childId: incidents and the last 4 weeks of usage, from real activity. */
export const reportQuery = (childId: string) =>
  queryOptions({
    queryKey: ['/api/parental-control/reports', childId] as const,
    queryFn: () => api({ url: `/api/parental-control/reports/${childId}`, schema: controlsReportSchema }),
  });

export function useReport(childId: string) {
  return useQuery(reportQuery(childId));
}
