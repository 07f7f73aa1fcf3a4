import { useMutation } from '@tanstack/react-query';
import { fluencyReadingSchema } from '@common/contracts/fluency.ts';
import { api } from '@/lib/api.ts';

export interface CreateReadingInput {
  audio: Blob;
  passageId: string;
  durationSeconds: number;
  childId: string | null;
}

/** POST /api/fluency/readings (multipart): the recording of the passage read aloud; answers the marked reading. */
export function createReading(input: CreateReadingInput) {
  const form = new FormData();
  form.append('passageId', input.passageId);
  form.append('durationSeconds', String(input.durationSeconds));
  if (input.childId) form.append('childId', input.childId);
  form.append('audio', input.audio, 'reading.wav');
  return api({ method: 'POST', url: '/api/fluency/readings', schema: fluencyReadingSchema, body: form });
}

export function useCreateReading() {
  return useMutation({ mutationFn: createReading });
}
