import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffAssignmentResponseSchema,
  staffAssignmentsResponseSchema,
  STAFF_USERS_PAGE,
  staffUsersResponseSchema,
  type CreateStaffAssignment,
  type UpdateStaffAssignment,
} from '@common/contracts/staff.ts';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { api, withQuery } from '@/lib/api.ts';
import { STAFF_ROLES_KEY } from '../roles/api.ts';

export const STAFF_ASSIGNMENTS_KEY = ['/api/staff-assignments'] as const;
export const STAFF_USERS_KEY = ['/api/staff-users'] as const;

/** GET /api/staff-assignments (spec 000 §7): the assignments in the administrator's organisations. */
export const staffAssignmentsQuery = queryOptions({
  queryKey: STAFF_ASSIGNMENTS_KEY,
  queryFn: () => api({ url: '/api/staff-assignments', schema: staffAssignmentsResponseSchema }),
});

export function useStaffAssignments() {
  return useQuery(staffAssignmentsQuery);
}

/** GET /api/staff-users: the people of the administrator's organisations (never a password hash). */
export const staffUsersQuery = (q = '') =>
  queryOptions({
    queryKey: [...STAFF_USERS_KEY, q],
    queryFn: () => api({ url: withQuery('/api/staff-users', { q: q || undefined, limit: STAFF_USERS_PAGE }), schema: staffUsersResponseSchema }),
  });

/** The first page of people in scope matching `q` (the assignment dialog's picker) and how many match in all. */
export function useStaffUsers(q = '') {
  return useQuery(staffUsersQuery(q));
}

export function useSaveStaffAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; changes: UpdateStaffAssignment } | { id: null; create: CreateStaffAssignment }) =>
      input.id === null
        ? api({ method: 'POST', url: '/api/staff-assignments', body: input.create, schema: staffAssignmentResponseSchema })
        : api({ method: 'PATCH', url: `/api/staff-assignments/${input.id}`, body: input.changes, schema: staffAssignmentResponseSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STAFF_ASSIGNMENTS_KEY });
      await queryClient.invalidateQueries({ queryKey: STAFF_ROLES_KEY });
    },
  });
}

export function useDeleteStaffAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api({ method: 'DELETE', url: `/api/staff-assignments/${id}`, schema: okResponseSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STAFF_ASSIGNMENTS_KEY });
      await queryClient.invalidateQueries({ queryKey: STAFF_ROLES_KEY });
    },
  });
}
