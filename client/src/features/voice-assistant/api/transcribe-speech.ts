import { useMutation } from '@tanstack/react-query';
import { transcriptionSchema } from '@common/contracts/speech.ts';
import { api } from '@/lib/api.ts';

export interface SpeechToTranscribe {
  wav: Blob;
  language: string;
}

/** POST /api/stt/transcribe: what the child said, trimmed. */
export async function transcribeSpeech({ wav, language }: SpeechToTranscribe): Promise<string> {
  const form = new FormData();
  form.append('language', language);
  form.append('audio', wav, 'speech.wav');
  const result = await api({ method: 'POST', url: '/api/stt/transcribe', schema: transcriptionSchema, body: form });
  return result.text.trim();
}

export function useTranscribeSpeech() {
  return useMutation({ mutationFn: transcribeSpeech });
}
