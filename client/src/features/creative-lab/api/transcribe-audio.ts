import { useMutation } from '@tanstack/react-query';
import { transcribeResponseSchema } from '@common/contracts/creative-lab.ts';
import { api } from '@/lib/api.ts';

/** POST /api/creative-lab/transcribe-audio: multipart with the recording (spec 001 §7) and the interface language. */
export function useTranscribeAudio() {
  return useMutation({
    mutationFn: ({ audio, language }: { audio: Blob; language: string }) => {
      const form = new FormData();
      form.append('language', language);
      form.append('audio', audio, audio.type.includes('webm') ? 'idea.webm' : 'idea.wav');
      return api({ method: 'POST', url: '/api/creative-lab/transcribe-audio', schema: transcribeResponseSchema, body: form });
    },
  });
}
