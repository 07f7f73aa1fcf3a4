import { useMutation } from '@tanstack/react-query';
import { analysisSchema } from '@common/contracts/writing-buddy.ts';
import { api } from '@/lib/api.ts';
import type { AnalyzeRequest } from './types.ts';

export function analyzeHandwriting(request: AnalyzeRequest) {
  return api({ method: 'POST', url: '/api/writing-buddy/analyze', schema: analysisSchema, body: request });
}

export function useAnalyzeHandwriting() {
  return useMutation({ mutationFn: analyzeHandwriting });
}
