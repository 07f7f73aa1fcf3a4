import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { givableRolesResponseSchema } from '@common/contracts/people.ts';
import { api } from '@/lib/api.ts';

/** GET /api/admin/schools/:id/givable-roles: the staff roles the administrator may give at that school. */
export const givableRolesQuery = (schoolId: string) =>
  queryOptions({
    queryKey: ['/api/admin/schools', schoolId, 'givable-roles'],
    queryFn: () => api({ url: `/api/admin/schools/${schoolId}/givable-roles`, schema: givableRolesResponseSchema }),
  });

export function useGivableRoles(schoolId: string) {
  return useQuery({ ...givableRolesQuery(schoolId), enabled: schoolId !== '' });
}
