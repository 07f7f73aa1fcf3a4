/**
 * The text capability as features see it: `textFor(app.ai).generate(task, input, { language, seed })`. The input is
 * validated with the task's schema (400 on bad input), the engines are tried in order (remote first when
 * configured), and the answer is validated again and checked against the input (a recommendation must name a
 * student or course that was offered) before it is returned.
 */
import crypto from 'node:crypto';
import { TEXT_TASKS, type TextTask, type TextTaskInput, type TextTaskOutput, type TextTaskParsedInput } from '@common/contracts/ai.ts';
import { normalizeLanguage, type Language } from '@common/domain/languages.ts';
import { badRequest } from '../../http/errors.ts';
import { EngineError, type Fallback } from '../engine.ts';
import type { AiRegistry } from '../registry.ts';
import { message } from '../../http/messages.ts';

export interface TextOptions {
  language?: string;
  /** A number or any string (hashed); a random seed when omitted, so two asks give two different stories. */
  seed?: number | string;
  /** Passed to the engine: told as each part of a long answer is written (lesson n of N). */
  onProgress?: (done: number, total: number) => void;
}

export interface TextResult<T extends TextTask> {
  output: TextTaskOutput<T>;
  engine: string;
  kind: 'builtin' | 'remote';
  fallbacks: Fallback[];
  language: Language;
  seed: number;
}

export function seedFrom(seed: number | string | undefined): number {
  if (seed === undefined) return crypto.randomInt(0, 2 ** 31);
  if (typeof seed === 'number' && Number.isFinite(seed)) return Math.abs(Math.trunc(seed)) >>> 0;
  return crypto.createHash('sha256').update(String(seed)).digest().readUInt32LE(0);
}

export function parseTaskInput<T extends TextTask>(task: T, input: TextTaskInput<T>): TextTaskParsedInput<T> {
  const parsed = TEXT_TASKS[task].input.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join('.') || undefined;
    throw badRequest(message('http.invalid', { problem: issue?.message ?? '' }), field);
  }
  return parsed.data as TextTaskParsedInput<T>;
}

/** Checks that need the input: the schema cannot know which ids were offered. */
function consistent<T extends TextTask>(task: T, output: TextTaskOutput<T>, input: TextTaskParsedInput<T>): TextTaskOutput<T> {
  if (task === 'studentRecommendations') {
    const offered = new Map((input as TextTaskParsedInput<'studentRecommendations'>).availableStudents.map((s) => [s.id, s.name]));
    const out = output as TextTaskOutput<'studentRecommendations'>;
    const unknown = out.recommendations.find((r) => !offered.has(r.studentId));
    if (unknown) throw new EngineError('schema invalid', `recommended a student who was not offered (${unknown.studentId})`);
    // The name shown is the one in our records, whatever the model wrote.
    return { recommendations: out.recommendations.map((r) => ({ ...r, studentName: offered.get(r.studentId)! })) } as TextTaskOutput<T>;
  }
  if (task === 'courseRecommendations') {
    const offered = new Map((input as TextTaskParsedInput<'courseRecommendations'>).courses.map((c) => [c.id, c]));
    const out = output as TextTaskOutput<'courseRecommendations'>;
    const unknown = out.recommendations.find((r) => !offered.has(r.id));
    if (unknown) throw new EngineError('schema invalid', `recommended a course that was not offered (${unknown.id})`);
    const recommendations = out.recommendations.map((r) => {
      const course = offered.get(r.id)!;
      // Facts about the course come from the database, not from the model.
      return {
        ...r,
        name: course.name,
        code: course.code,
        description: course.description,
        grade: course.grade,
        subject: course.subject,
        currentStudents: course.currentStudents,
        maxStudents: course.maxStudents,
      };
    });
    return { ...out, recommendations } as TextTaskOutput<T>;
  }
  if (task === 'parentingPlan') {
    const want = (input as TextTaskParsedInput<'parentingPlan'>).timeline;
    const out = output as TextTaskOutput<'parentingPlan'>;
    if (out.dailyPlans.length !== want) throw new EngineError('schema invalid', `the plan has ${out.dailyPlans.length} days, not ${want}`);
  }
  if (task === 'lessonPlan') {
    const want = (input as TextTaskParsedInput<'lessonPlan'>).numberOfLessons;
    const out = output as TextTaskOutput<'lessonPlan'>;
    if (out.lessons.length !== want) throw new EngineError('schema invalid', `the plan has ${out.lessons.length} lessons, not ${want}`);
  }
  return output;
}

export class TextService {
  constructor(private readonly registry: AiRegistry) {}

  async generate<T extends TextTask>(task: T, input: TextTaskInput<T>, options: TextOptions = {}): Promise<TextTaskOutput<T>> {
    return (await this.generateDetailed(task, input, options)).output;
  }

  /** As `generate`, with which engine answered and which failed first. */
  async generateDetailed<T extends TextTask>(task: T, input: TextTaskInput<T>, options: TextOptions = {}): Promise<TextResult<T>> {
    const parsed = parseTaskInput(task, input);
    const language = normalizeLanguage(options.language) ?? 'en';
    const seed = seedFrom(options.seed);
    const schema = TEXT_TASKS[task].output;
    const run = await this.registry.run('text', task, async (engine) => {
      const raw = await engine.generate(task, parsed, { language, seed, ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
      const result = schema.safeParse(raw);
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new EngineError('schema invalid', `${issue?.path.join('.') || 'answer'}: ${issue?.message ?? 'does not match'}`);
      }
      return consistent(task, result.data as TextTaskOutput<T>, parsed);
    });
    return { output: run.result, engine: run.engine.id, kind: run.engine.kind, fallbacks: run.fallbacks, language, seed };
  }
}
