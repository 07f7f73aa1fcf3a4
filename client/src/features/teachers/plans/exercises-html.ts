/**
 * The printable exercises of a plan as one self-contained HTML file (no network: styles inline, no scripts): each
 * lesson's writing and phonics exercises, then an answer key on its own last page. Downloaded as
 * `{title}_exercises.html` (spec 002 §7).
 */
import type { Exercise, ExerciseItem, Lesson } from '@common/contracts/ai.ts';
import { directionOf } from '@common/domain/languages.ts';

export interface ExerciseLabels {
  lesson: (n: number) => string;
  writing: string;
  phonics: string;
  answerKey: string;
  name: string;
  noAnswer: string;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function itemHtml(item: string | ExerciseItem): string {
  if (typeof item === 'string') return `<li>${escape(item)} <span class="line"></span></li>`;
  const parts: string[] = [];
  if (item.word) parts.push(`<strong>${escape(item.word)}</strong>`);
  if (item.sound && !item.word) parts.push(`<strong>${escape(item.sound)}</strong>`);
  if (item.sounds?.length) parts.push(item.sounds.map((s) => `<span class="box">${escape(s)}</span>`).join(' '));
  if (item.options?.length) parts.push(item.options.map((o) => `<span class="option">○ ${escape(o)}</span>`).join(' '));
  if (item.words?.length) parts.push(item.words.map((w) => `<span class="option">${escape(w)}</span>`).join(' '));
  return `<li>${parts.join(' ')} <span class="line"></span></li>`;
}

function exerciseHtml(exercise: Exercise): string {
  if (typeof exercise.content === 'string') return `<p class="prompt">${escape(exercise.content)}</p><div class="write"></div>`;
  return `<ol>${exercise.content.map(itemHtml).join('')}</ol>`;
}

/** Every answer an exercise carries, in order. */
export function answersOf(exercise: Exercise): string[] {
  if (typeof exercise.content === 'string') return [];
  return exercise.content.flatMap((item) => (typeof item !== 'string' && item.answer ? [item.answer] : []));
}

export function exercisesHtml(plan: { title: string; language: string; lessons: readonly Lesson[] }, labels: ExerciseLabels): string {
  const dir = directionOf(plan.language);
  const sections = plan.lessons.map((lesson, i) => {
    const groups = [
      [labels.writing, lesson.printableExercises.writingExercises],
      [labels.phonics, lesson.printableExercises.phonicsExercises],
    ] as const;
    const body = groups
      .filter(([, sets]) => sets.length > 0)
      .map(
        ([heading, sets]) =>
          `<h3>${escape(heading)}</h3>` +
          sets
            .map(
              (set) =>
                `<section class="set"><h4>${escape(set.title)}</h4><p class="instructions">${escape(set.instructions)}</p>${set.exercises.map(exerciseHtml).join('')}</section>`,
            )
            .join(''),
      )
      .join('');
    return `<article class="lesson"><p class="name">${escape(labels.name)}: ____________________</p><h2>${escape(labels.lesson(i + 1))}: ${escape(lesson.title)}</h2>${body}</article>`;
  });
  const key = plan.lessons
    .map((lesson, i) => {
      const rows = [...lesson.printableExercises.writingExercises, ...lesson.printableExercises.phonicsExercises].flatMap((set) =>
        set.exercises.map((exercise) => {
          const answers = answersOf(exercise);
          return `<li><strong>${escape(set.title)}</strong>: ${answers.length ? answers.map(escape).join('; ') : escape(labels.noAnswer)}</li>`;
        }),
      );
      return `<h3>${escape(labels.lesson(i + 1))}: ${escape(lesson.title)}</h3><ul>${rows.join('')}</ul>`;
    })
    .join('');
  return `<!doctype html>
<html lang="${escape(plan.language)}" dir="${dir}">
<head>
<meta charset="utf-8">
<title>${escape(plan.title)}</title>
<style>
body { font-family: system-ui, "Noto Naskh Arabic", sans-serif; color: #111; margin: 2rem; line-height: 1.5; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.3rem; margin-top: 0; } h3 { font-size: 1.1rem; } h4 { font-size: 1rem; margin-bottom: 0.2rem; }
.lesson { break-after: page; page-break-after: always; }
.answer-key { break-before: page; page-break-before: always; }
.instructions { font-style: italic; margin-top: 0; }
.option, .box { display: inline-block; border: 1px solid #555; border-radius: 4px; padding: 0.1rem 0.5rem; margin: 0.15rem; }
.line { display: inline-block; min-width: 8rem; border-bottom: 1px solid #555; margin-inline-start: 0.5rem; }
.write { border-bottom: 1px solid #555; height: 2.2rem; margin-bottom: 0.6rem; }
li { margin: 0.4rem 0; }
@media print { body { margin: 0; } }
</style>
</head>
<body>
<h1>${escape(plan.title)}</h1>
${sections.join('\n')}
<section class="answer-key"><h2>${escape(labels.answerKey)}</h2>${key}</section>
</body>
</html>
`;
}

/** `{title}_exercises.html`, with characters a file name cannot hold replaced. */
export function exercisesFileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'lesson-plan'}_exercises.html`;
}

/** Saves the file in the browser (no call to the server). */
export function downloadHtml(fileName: string, html: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
