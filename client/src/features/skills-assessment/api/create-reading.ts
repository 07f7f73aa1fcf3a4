import { useMutation } from '@tanstack/react-query';
import { fluencyReadingSchema } from '@common/contracts/fluency.ts';
import { api } from '@/lib/api.ts';

export interface CreateReadingInput {
  /** The recording; null when an adult listened without one (no microphone), and marks the reading by hand. */
  audio: Blob | null;
  passageId: string;
  durationSeconds: number;
  childId: string | null;
}

/**
 * POST /api/fluency/readings (multipart): the recording of the passage read aloud; answers the marked reading. With
 * no recording, POST /api/fluency/readings/by-ear: the same fields, a reading with nothing marked yet.
 */
export function createReading(input: CreateReadingInput) {
  const fields = { passageId: input.passageId, durationSeconds: input.durationSeconds, ...(input.childId ? { childId: input.childId } : {}) };
  if (!input.audio) return api({ method: 'POST', url: '/api/fluency/readings/by-ear', schema: fluencyReadingSchema, body: fields });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('audio', input.audio, 'reading.wav');
  return api({ method: 'POST', url: '/api/fluency/readings', schema: fluencyReadingSchema, body: form });
}

export function useCreateReading() {
  return useMutation({ mutationFn: createReading });
}
