import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phonicsAnalysisSchema } from '@common/contracts/phonics-tutor.ts';
import { api } from '@/lib/api.ts';
import { PROFILE_KEY } from '@/lib/preferences.ts';
import { PROGRESS_KEY } from './get-progress.ts';
import type { ContentLanguage, PracticeKind } from './types.ts';

export interface AnalyzeInput {
  audio: Blob;
  target: string;
  type: PracticeKind;
  language: ContentLanguage;
  uiLanguage: string;
}

/** Spec 001 §7: multipart with type, target, language, uiLanguage and the WAV recording. */
export function analyzePronunciation(input: AnalyzeInput) {
  const form = new FormData();
  form.append('type', input.type);
  form.append('target', input.target);
  form.append('language', input.language);
  form.append('uiLanguage', input.uiLanguage);
  form.append('audio', input.audio, 'recording.wav');
  return api({ method: 'POST', url: '/api/phonics-tutor/analyze', schema: phonicsAnalysisSchema, body: form });
}

/** A saved attempt changes the progress figures, the level and the dashboard's tokens. */
export function useAnalyzePronunciation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzePronunciation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROGRESS_KEY });
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
