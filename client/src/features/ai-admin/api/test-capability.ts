import { useMutation } from '@tanstack/react-query';
import type { AiTestRequest, AiTestResult } from '@common/contracts/ai.ts';
import { apiRequest, queryClient } from '@/lib/api.ts';
import { aiHealthQuery } from './get-ai-health.ts';

/** POST /api/admin/ai/test: a small real request through one capability. */
export function useTestCapability() {
  return useMutation({
    mutationFn: (input: AiTestRequest) => apiRequest<AiTestResult>('POST', '/api/admin/ai/test', input),
    // A test can reveal that a remote engine went away; show the status it left behind.
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiHealthQuery.queryKey }),
  });
}
