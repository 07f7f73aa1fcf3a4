import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importResponseSchema } from '@common/contracts/people.ts';
import { api } from '@/lib/api.ts';
import { PEOPLE_KEY } from './get-people.ts';
import { AUDIT_KEY } from '../../audit/api/get-audit.ts';

/** POST /api/admin/people/import: previews a CSV (`commit` false) or creates every row when none has a problem. */
export function useImportPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; commit: boolean }) =>
      api({ method: 'POST', url: '/api/admin/people/import', schema: importResponseSchema, body: input }),
    onSuccess: async (data) => {
      if (!data.imported) return;
      await queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
      await queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}
