import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import type { AnalyzeRequest, WritingAnalysis } from './types.ts';

export function analyzeHandwriting(request: AnalyzeRequest): Promise<WritingAnalysis> {
  return apiRequest<WritingAnalysis>('POST', '/api/writing-buddy/analyze', request);
}

export function useAnalyzeHandwriting() {
  return useMutation({ mutationFn: analyzeHandwriting });
}
