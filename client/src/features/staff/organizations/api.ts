import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { organizationResponseSchema, organizationsResponseSchema, type CreateOrganization, type UpdateOrganization } from '@common/contracts/staff.ts';
import { okResponseSchema } from '@common/contracts/ok.ts';
import { api } from '@/lib/api.ts';

export const ORGANIZATIONS_KEY = ['/api/organizations'] as const;

/** GET /api/organizations (spec 000 §7): the administrator's organisations and everything below, with counts. */
export const organizationsQuery = queryOptions({
  queryKey: ORGANIZATIONS_KEY,
  queryFn: () => api({ url: '/api/organizations', schema: organizationsResponseSchema }),
});

export function useOrganizations() {
  return useQuery(organizationsQuery);
}

export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; changes: UpdateOrganization } | { id: null; create: CreateOrganization }) =>
      input.id === null
        ? api({ method: 'POST', url: '/api/organizations', body: input.create, schema: organizationResponseSchema })
        : api({ method: 'PATCH', url: `/api/organizations/${input.id}`, body: input.changes, schema: organizationResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY }),
  });
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api({ method: 'DELETE', url: `/api/organizations/${id}`, schema: okResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY }),
  });
}
