import { useMutation } from '@tanstack/react-query';
import { fluencyReadingSchema, type AdjustReading } from '@common/contracts/fluency.ts';
import { api } from '@/lib/api.ts';

/** PATCH /api/fluency/readings/:id: the adult flips words, sets where the reading stopped or the expression. */
export function adjustReading({ id, ...body }: AdjustReading & { id: string }) {
  return api({ method: 'PATCH', url: `/api/fluency/readings/${encodeURIComponent(id)}`, schema: fluencyReadingSchema, body });
}

export function useAdjustReading() {
  return useMutation({ mutationFn: adjustReading });
}
