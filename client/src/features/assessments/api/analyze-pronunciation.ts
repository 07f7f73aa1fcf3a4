import { useMutation } from '@tanstack/react-query';
import { pronunciationAnalysisSchema } from '@common/contracts/assessments.ts';
import type { Curriculum, Grade } from '@common/domain/assessments.ts';
import { api } from '@/lib/api.ts';

export interface AnalyzeInput {
  grade: Grade;
  program: Curriculum;
  form: string;
  questionId: string;
  uiLanguage: string;
  audio: Blob;
}

/** POST /api/assessments/:grade/pronunciation: the Phonics Tutor engine's analysis and the id to answer with. */
export function useAnalyzePronunciation() {
  return useMutation({
    mutationFn: (input: AnalyzeInput) => {
      const body = new FormData();
      body.append('program', input.program);
      body.append('form', input.form);
      body.append('questionId', input.questionId);
      body.append('uiLanguage', input.uiLanguage);
      body.append('audio', input.audio, 'recording.wav');
      return api({ method: 'POST', url: `/api/assessments/${input.grade}/pronunciation`, schema: pronunciationAnalysisSchema, body });
    },
  });
}
