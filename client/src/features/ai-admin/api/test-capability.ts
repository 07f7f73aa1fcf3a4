import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiTestResultSchema, type AiTestRequest } from '@common/contracts/ai.ts';
import { api } from '@/lib/api.ts';
import { aiHealthQuery } from './get-ai-health.ts';

/** POST /api/admin/ai/test: a small real request through one capability. */
export function useTestCapability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AiTestRequest) => api({ method: 'POST', url: '/api/admin/ai/test', schema: aiTestResultSchema, body: input }),
    // A test can reveal that a remote engine went away; show the status it left behind.
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiHealthQuery.queryKey }),
  });
}
