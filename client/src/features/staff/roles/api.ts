import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { staffRoleResponseSchema, staffRolesResponseSchema, type CreateStaffRole, type UpdateStaffRole } from '@common/contracts/staff.ts';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { api } from '@/lib/api.ts';

export const STAFF_ROLES_KEY = ['/api/staff-roles'] as const;

/** GET /api/staff-roles (spec 000 §7). */
export const staffRolesQuery = queryOptions({
  queryKey: STAFF_ROLES_KEY,
  queryFn: () => api({ url: '/api/staff-roles', schema: staffRolesResponseSchema }),
});

export function useStaffRoles() {
  return useQuery(staffRolesQuery);
}

export function useSaveStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; changes: UpdateStaffRole } | { id: null; create: CreateStaffRole }) =>
      input.id === null
        ? api({ method: 'POST', url: '/api/staff-roles', body: input.create, schema: staffRoleResponseSchema })
        : api({ method: 'PATCH', url: `/api/staff-roles/${input.id}`, body: input.changes, schema: staffRoleResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ROLES_KEY }),
  });
}

export function useDeleteStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api({ method: 'DELETE', url: `/api/staff-roles/${id}`, schema: okResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ROLES_KEY }),
  });
}
