/**
 * Lesson plans (issue 12): the builtin generation of a 10-lesson plan as the server does it — the text service
 * (input schema, builtin engine, output schema, lesson count check) then each lesson's Dolch/Fry word-list exercise,
 * for English (phonics and writing, 45-minute classes) and French. Sequential awaits, one at a time.
 * Target: p50 ≤ 50 ms. Writes bench/results/lesson-plans.json.
 */
import { textAndImagesRegistry } from '../server/src/ai/testing/test-registry.ts';
import { textFor } from '../server/src/ai/text/index.ts';
import { withSightWords } from '../server/src/ai/text/builtin/word-lists.ts';
import type { LessonPlanInput } from '@common/contracts/lesson-plans.ts';
import { writeResult } from './timing.ts';

const { registry } = textAndImagesRegistry();
const text = textFor(registry);

const form = (language: 'en' | 'fr'): LessonPlanInput => ({
  title: 'Ten lessons of phonics',
  description: 'A fortnight of phonics and writing for a mixed class',
  ageGroups: [5, 6, 7],
  subjectAreas: ['phonics', 'writing', 'stem', 'creative'],
  classDuration: 45,
  numberOfLessons: 10,
  learningGoals: ['Read short vowel words', 'Write a sentence', 'Spell sight words'],
  teachingStyle: 'interactive',
  assessmentStyle: 'formative',
  differentiationNeeds: 'Two pupils are new to English',
  language,
});

async function measure(input: LessonPlanInput, rounds: number) {
  const once = async () => {
    const result = await text.generateDetailed('lessonPlan', input, { language: input.language });
    if (result.engine !== 'builtin' || result.output.lessons.length !== 10) throw new Error('not a 10-lesson builtin plan');
    withSightWords(result.output, input.language ?? 'en', input.ageGroups);
  };
  for (let i = 0; i < 30; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    await once();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const q = (p: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]! * 1000) / 1000;
  return { p50Ms: q(0.5), p95Ms: q(0.95), maxMs: q(1) };
}

const ROUNDS = 300;
const en = await measure(form('en'), ROUNDS);
const fr = await measure(form('fr'), ROUNDS);
const worstP50 = Math.max(en.p50Ms, fr.p50Ms);
writeResult('lesson-plans', {
  benchmark: 'lesson-plans',
  description: 'Builtin generation of a 10-lesson plan (text service with schemas, then the word-list exercises), 45-minute classes, four subject areas',
  rounds: ROUNDS,
  cases: { en, fr },
  targetP50Ms: 50,
  worstP50Ms: worstP50,
  meetsTarget: worstP50 <= 50,
  node: process.version,
  date: new Date().toISOString(),
});
console.log(
  `lesson-plans: 10 lessons en p50 ${en.p50Ms} ms (p95 ${en.p95Ms}), fr p50 ${fr.p50Ms} ms (p95 ${fr.p95Ms}); target p50 ≤ 50 ms ${worstP50 <= 50 ? '✓' : '✗'}`,
);
