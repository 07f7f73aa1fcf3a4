import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WritingSample } from './types.ts';

export const SAMPLES_KEY = ['/api/writing-buddy/samples'] as const;

export const samplesQuery = queryOptions<{ samples: WritingSample[] }>({ queryKey: SAMPLES_KEY });

export function useSamples() {
  return useQuery(samplesQuery);
}
