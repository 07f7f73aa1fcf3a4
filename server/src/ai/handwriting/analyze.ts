/** The stroke analysis itself, synchronous: the builtin engine runs it in a worker thread (worker-pool.ts). */
import { analyzeLetter } from './analyze-letter.ts';
import { analyzeWord } from './analyze-word.ts';
import { describe } from './feedback.ts';
import type { HandwritingAnalysis, HandwritingRequest } from './types.ts';

export function analyzeHandwriting(request: HandwritingRequest): HandwritingAnalysis {
  if (request.type === 'word') {
    const result = analyzeWord(request);
    return {
      accuracy: result.accuracy,
      consistency: result.consistency,
      overall_score: result.overall,
      ...describe(request.language, request.target, result.overall, result.findings),
      findings: result.findings,
      engine: 'builtin',
    };
  }
  const result = analyzeLetter(request);
  return {
    accuracy: result.accuracy,
    consistency: result.consistency,
    overall_score: result.overall,
    ...describe(request.language, request.target, result.overall, result.findings),
    recognized: result.recognized,
    reversal: result.reversal,
    findings: result.findings,
    engine: 'builtin',
  };
}
