import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query.ts';
import { samplesResponseSchema } from '@common/contracts/writing-buddy.ts';
import { api } from '@/lib/api.ts';

export const SAMPLES_KEY = ['writing-buddy', 'samples'] as const;

/** The signed-in learner's latest saved samples. */
export const samplesQuery = queryOptions({
  queryKey: SAMPLES_KEY,
  queryFn: () => api({ url: '/api/writing-buddy/samples', schema: samplesResponseSchema }),
});

export function useSamples() {
  return useQuery(samplesQuery);
}
