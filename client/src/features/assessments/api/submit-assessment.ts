import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentRecordSchema } from '@common/contracts/assessments.ts';
import type { Curriculum, Grade } from '@common/domain/assessments.ts';
import { api } from '@/lib/api.ts';
import { ASSESSMENTS_KEY } from '@/lib/account-queries.ts';

export interface SubmitInput {
  grade: Grade;
  program: Curriculum;
  form: string;
  answers: Record<string, string>;
  /** Of the spec's payload; score, passed and correctAnswers are the server's to compute, so they are not sent. */
  totalQuestions: number;
}

/** POST /api/assessments; on success the assessments list is refreshed (spec 000 §7). */
export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitInput) => api({ method: 'POST', url: '/api/assessments', schema: assessmentRecordSchema, body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ASSESSMENTS_KEY }),
  });
}
