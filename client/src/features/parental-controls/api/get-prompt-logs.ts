import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { z } from 'zod/mini';
import { PROMPT_HISTORY_SIZE, promptLogSchema } from '@common/contracts/parental-controls.ts';
import { api } from '@/lib/api.ts';

const promptLogsSchema = z.array(promptLogSchema);

/** GET /api/parental-control/prompt-logs/:childId: the first 20 prompts, newest first (spec 002 §7). */
export const promptLogsQuery = (childId: string) =>
  queryOptions({
    queryKey: ['/api/parental-control/prompt-logs', childId] as const,
    queryFn: () => api({ url: `/api/parental-control/prompt-logs/${childId}?limit=${PROMPT_HISTORY_SIZE}`, schema: promptLogsSchema }),
  });

export function usePromptLogs(childId: string) {
  return useQuery(promptLogsQuery(childId));
}
