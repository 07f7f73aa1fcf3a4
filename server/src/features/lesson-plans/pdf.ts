/**
 * A plan's printable exercises as a PDF (pdfkit): one page per lesson, then the answer key on the last pages. An
 * Arabic plan is set in Noto Naskh Arabic (its letters joined by the font's own shaping), right aligned.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Exercise, ExerciseItem, Lesson } from '@common/contracts/ai.ts';

const require = createRequire(import.meta.url);

const LABELS: Record<string, { lesson: string; writing: string; phonics: string; answerKey: string; name: string; noAnswer: string }> = {
  en: { lesson: 'Lesson', writing: 'Writing exercises', phonics: 'Phonics exercises', answerKey: 'Answer key', name: 'Name', noAnswer: 'Answers vary' },
  fr: { lesson: 'Leçon', writing: "Exercices d'écriture", phonics: 'Exercices de phonétique', answerKey: 'Corrigé', name: 'Nom', noAnswer: 'Réponses libres' },
  ar: { lesson: 'الدرس', writing: 'تمارين الكتابة', phonics: 'تمارين الصوتيات', answerKey: 'مفتاح الإجابات', name: 'الاسم', noAnswer: 'إجابات متنوعة' },
};

const itemText = (item: string | ExerciseItem): string =>
  typeof item === 'string'
    ? `${item}  ____________`
    : [item.word ?? item.sound, item.sounds?.join(' / '), item.options?.map((o) => `○ ${o}`).join('   '), item.words?.join('   ')].filter(Boolean).join('   ') +
      '   ____________';

const answersOf = (exercise: Exercise): string[] =>
  typeof exercise.content === 'string' ? [] : exercise.content.flatMap((item) => (typeof item !== 'string' && item.answer ? [item.answer] : []));

export function exercisesPdf(plan: { title: string; language: string; lessons: readonly Lesson[] }): Promise<Buffer> {
  const labels = LABELS[plan.language] ?? LABELS.en!;
  const rtl = plan.language === 'ar';
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: plan.title } });
  if (rtl) {
    doc.registerFont('body', require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff'));
    doc.font('body');
  }
  const align = rtl ? 'right' : 'left';
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string, size: number) => doc.fontSize(size).text(text, { align }).moveDown(0.4);
  const body = (text: string) => doc.fontSize(11).text(text, { align }).moveDown(0.2);

  plan.lessons.forEach((lesson, i) => {
    if (i > 0) doc.addPage();
    body(`${labels.name}: ______________________`);
    heading(`${labels.lesson} ${i + 1}: ${lesson.title}`, 16);
    for (const [title, sets] of [
      [labels.writing, lesson.printableExercises.writingExercises],
      [labels.phonics, lesson.printableExercises.phonicsExercises],
    ] as const) {
      if (!sets.length) continue;
      heading(title, 13);
      for (const set of sets) {
        heading(set.title, 12);
        body(set.instructions);
        for (const exercise of set.exercises) {
          if (typeof exercise.content === 'string') body(`${exercise.content}\n______________________________________`);
          else exercise.content.forEach((item, k) => body(`${k + 1}. ${itemText(item)}`));
        }
        doc.moveDown(0.5);
      }
    }
  });
  doc.addPage();
  heading(labels.answerKey, 16);
  plan.lessons.forEach((lesson, i) => {
    heading(`${labels.lesson} ${i + 1}: ${lesson.title}`, 12);
    for (const set of [...lesson.printableExercises.writingExercises, ...lesson.printableExercises.phonicsExercises]) {
      for (const exercise of set.exercises) {
        const answers = answersOf(exercise);
        body(`${set.title}: ${answers.length ? answers.join('; ') : labels.noAnswer}`);
      }
    }
  });
  doc.end();
  return done;
}
