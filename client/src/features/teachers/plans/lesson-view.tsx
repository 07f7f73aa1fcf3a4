import { useTranslation } from 'react-i18next';
import type { Exercise, Lesson } from '@common/contracts/ai.ts';
import { ACTIVITIES_SHOWN } from '@common/contracts/lesson-plans.ts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { answersOf } from './exercises-html.ts';

/** One lesson: objectives and activities; with `short`, at most 3 activities then 'and N more' (spec 002 §9). */
export function LessonCard({ lesson, index, short = false }: { lesson: Lesson; index: number; short?: boolean }) {
  const { t } = useTranslation();
  const shown = short ? lesson.activities.slice(0, ACTIVITIES_SHOWN) : lesson.activities;
  const more = lesson.activities.length - shown.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={3}>
          {t('lessonPlans.lessonN', { n: index + 1 })}: {lesson.title}
        </CardTitle>
        <p className="text-sm text-muted-fg">{lesson.description}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <div>
          <h4 className="text-sm font-semibold">{t('lessonPlans.objectives')}</h4>
          <ul className="list-disc ps-5 text-sm">
            {lesson.objectives.map((o, i) => (
              <li key={i}>{o}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold">{t('lessonPlans.activities')}</h4>
          <ul className="space-y-1 text-sm">
            {shown.map((a, i) => (
              <li key={i}>
                <span className="font-medium">{a.name}</span> ({t('lessonPlans.minutes', { count: a.duration })}) — {a.description}
              </li>
            ))}
          </ul>
          {more > 0 && <p className="text-sm text-muted-fg">{t('lessonPlans.andMore', { count: more })}</p>}
        </div>
      </CardContent>
    </Card>
  );
}

function ExerciseBlock({ exercise, showAnswers }: { exercise: Exercise; showAnswers: boolean }) {
  const { t } = useTranslation();
  const answers = answersOf(exercise);
  return (
    <div className="space-y-1">
      {typeof exercise.content === 'string' ? (
        <p>{exercise.content}</p>
      ) : (
        <ol className="list-decimal ps-5">
          {exercise.content.map((item, i) => (
            <li key={i}>
              {typeof item === 'string'
                ? item
                : [item.word ?? item.sound, item.sounds?.join(' / '), item.options?.join(' · '), item.words?.join(' · ')].filter(Boolean).join(' — ')}
            </li>
          ))}
        </ol>
      )}
      {showAnswers && answers.length > 0 && (
        <p className="text-sm text-muted-fg">
          {t('lessonPlans.exercises.answers')}: {answers.join('; ')}
        </p>
      )}
    </div>
  );
}

/** The printable exercises of each lesson as they will print, with their answers. */
export function ExercisesPreview({ lessons, showAnswers = true }: { lessons: readonly Lesson[]; showAnswers?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {lessons.map((lesson, i) => (
        <section key={i} className="space-y-3">
          <h3 className="font-semibold">
            {t('lessonPlans.lessonN', { n: i + 1 })}: {lesson.title}
          </h3>
          {[...lesson.printableExercises.writingExercises, ...lesson.printableExercises.phonicsExercises].map((set, k) => (
            <div key={k} className="rounded-card border border-border p-3">
              <h4 className="font-medium">{set.title}</h4>
              <p className="text-sm italic">{set.instructions}</p>
              {set.exercises.map((exercise, e) => (
                <ExerciseBlock key={e} exercise={exercise} showAnswers={showAnswers} />
              ))}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
