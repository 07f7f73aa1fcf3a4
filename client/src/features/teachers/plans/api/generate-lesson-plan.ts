import { useMutation } from '@tanstack/react-query';
import { generateEventSchema, type GeneratedLessonPlan, type LessonPlanInput } from '@common/contracts/lesson-plans.ts';
import { ApiError, ContractError } from '@/lib/api.ts';
import { apiHeaders } from '@/lib/api-headers.ts';

const URL = '/api/lesson-plans/generate';

/**
 * POST /api/lesson-plans/generate as a stream (application/x-ndjson): `onProgress(lesson, of)` as each lesson is
 * written, then the plan, not yet saved. A refusal before the stream starts is the server's JSON error.
 */
export async function generateLessonPlan(body: LessonPlanInput, onProgress: (lesson: number, of: number) => void): Promise<GeneratedLessonPlan> {
  const response = await fetch(URL, {
    method: 'POST',
    credentials: 'include',
    headers: { ...apiHeaders(), 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let json: { message?: string } | null = null;
    try {
      json = JSON.parse(text) as { message?: string };
    } catch {
      json = null;
    }
    throw new ApiError(`HTTP error! status: ${response.status}`, response.status, json);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let newline = buffer.indexOf('\n');
    while (newline !== -1) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (!line) continue;
      const parsed = generateEventSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new ContractError(URL, parsed.error.issues);
      const event = parsed.data;
      if (event.type === 'progress') onProgress(event.lesson, event.of);
      else if (event.type === 'error') throw new ApiError(`HTTP error! status: ${event.status}`, event.status, { message: event.message });
      else return event.plan;
    }
    if (done) break;
  }
  throw new ApiError('HTTP error! status: 500', 500, null);
}

export function useGenerateLessonPlan(onProgress: (lesson: number, of: number) => void) {
  return useMutation({ mutationFn: (body: LessonPlanInput) => generateLessonPlan(body, onProgress) });
}
