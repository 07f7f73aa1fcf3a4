/**
 * Builtin text generation speed: a story (the child's prompt → title and three-part story) median of 200 runs,
 * in en, fr and ar, after one cold run that loads and validates the content files; also a 7-day parenting plan,
 * a 3-lesson lesson plan and an SVG illustration. Writes bench/results/ai-text.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { textAndImagesRegistry } from '../server/src/ai/testing/test-registry.ts';
import { textFor } from '../server/src/ai/text/index.ts';
import { imagesFor } from '../server/src/ai/images/index.ts';

const { registry } = textAndImagesRegistry();
const text = textFor(registry);
const images = imagesFor(registry);
const RUNS = 200;
const PROMPTS = {
  en: 'a friendship between a dragon and a mouse',
  fr: 'une forêt magique où les animaux parlent',
  ar: 'رحلة إلى مركز الأرض',
} as const;

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function measure(run: (i: number) => Promise<unknown>, runs = RUNS) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await time(() => run(i)));
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { runs, medianMs: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(samples[samples.length - 1]!) };
}

const coldMs = await time(() => text.generate('story', { prompt: PROMPTS.en }, { language: 'en', seed: 0 }));
const story: Record<string, Awaited<ReturnType<typeof measure>>> = {};
// One language after another, so the timings do not interleave.
for (const [language, prompt] of Object.entries(PROMPTS)) story[language] = await measure((i) => text.generate('story', { prompt }, { language, seed: i }));
const parentingPlan = await measure(
  (i) =>
    text.generate(
      'parentingPlan',
      {
        parentingStyle: 'nurturing',
        goals: ['Confident', 'Empathetic'],
        timeline: 7,
        hoursPerDay: 1,
        childAge: 7,
        focusAreas: ['Emotional Intelligence', 'Communication'],
      },
      { language: 'en', seed: i },
    ),
  50,
);
const lessonPlan = await measure(
  (i) =>
    text.generate(
      'lessonPlan',
      { title: 'Digraphs', ageGroups: [6, 7], subjectAreas: ['phonics', 'writing'], classDuration: 40, numberOfLessons: 3, learningGoals: ['Read sh words'] },
      { language: 'en', seed: i },
    ),
  50,
);
const illustration = await measure((i) => images.render({ description: PROMPTS.en, style: 'cartoon', seed: i }), 50);

const result = {
  benchmark: 'ai-text',
  description: 'Builtin text engine (grammars and curated content, seeded) through textFor(app.ai).generate, including input and output validation',
  node: process.version,
  date: new Date().toISOString(),
  storyColdMs: Math.round(coldMs * 1000) / 1000,
  story,
  parentingPlan7Days: parentingPlan,
  lessonPlan3Lessons: lessonPlan,
  svgIllustration: illustration,
};

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'ai-text.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
console.log(
  `builtin story: median ${story.en!.medianMs} ms (en), ${story.fr!.medianMs} ms (fr), ${story.ar!.medianMs} ms (ar) over ${RUNS} runs; cold ${result.storyColdMs} ms`,
);
console.log(
  `parenting plan (7 days) median ${parentingPlan.medianMs} ms; lesson plan (3 lessons) ${lessonPlan.medianMs} ms; SVG illustration ${illustration.medianMs} ms`,
);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
