import { useTranslation } from 'react-i18next';
import type { Exercise, Lesson } from '@common/contracts/ai.ts';
import { ACTIVITIES_SHOWN, type LessonPlanRecord } from '@common/contracts/lesson-plans.ts';
import { directionOf } from '@common/domain/languages.ts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { answersOf } from './exercises-html.ts';

/** The language a plan's lessons are written in, which need not be the interface's. */
type PlanLanguage = LessonPlanRecord['language'];

/**
 * One lesson: objectives and activities; with `short`, at most 3 activities then 'and N more' (spec 002 §9). The
 * lesson's own words carry the plan's `language` and direction (read aloud and laid out in it); the labels around
 * them stay in the interface's.
 */
export function LessonCard({ lesson, index, language, short = false }: { lesson: Lesson; index: number; language: PlanLanguage; short?: boolean }) {
  const { t } = useTranslation();
  const dir = directionOf(language);
  const shown = short ? lesson.activities.slice(0, ACTIVITIES_SHOWN) : lesson.activities;
  const more = lesson.activities.length - shown.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={3}>
          {t('lessonPlans.lessonN', { n: index + 1 })}:{' '}
          <span lang={language} dir={dir}>
            {lesson.title}
          </span>
        </CardTitle>
        <p className="text-sm text-muted-fg" lang={language} dir={dir}>
          {lesson.description}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <div>
          <h4 className="text-sm font-semibold">{t('lessonPlans.objectives')}</h4>
          <ul className="list-disc ps-5 text-sm" lang={language} dir={dir}>
            {lesson.objectives.map((o, i) => (
              <li key={i}>{o}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold">{t('lessonPlans.activities')}</h4>
          {/* An activity added in Customize may have no description: then no dash is left hanging after its minutes. */}
          <ul className="space-y-1 text-sm">
            {shown.map((a, i) => (
              <li key={i}>
                <span className="font-medium" lang={language} dir={dir}>
                  {a.name}
                </span>{' '}
                ({t('lessonPlans.minutes', { count: a.duration })})
                {a.description && (
                  <>
                    {' '}
                    —{' '}
                    <span lang={language} dir={dir}>
                      {a.description}
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
          {more > 0 && <p className="text-sm text-muted-fg">{t('lessonPlans.andMore', { count: more })}</p>}
        </div>
      </CardContent>
    </Card>
  );
}

function ExerciseBlock({ exercise, language, showAnswers }: { exercise: Exercise; language: PlanLanguage; showAnswers: boolean }) {
  const { t } = useTranslation();
  const dir = directionOf(language);
  const answers = answersOf(exercise);
  return (
    <div className="space-y-1">
      {typeof exercise.content === 'string' ? (
        <p lang={language} dir={dir}>
          {exercise.content}
        </p>
      ) : (
        <ol className="list-decimal ps-5" lang={language} dir={dir}>
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
          {t('lessonPlans.exercises.answers')}:{' '}
          <span lang={language} dir={dir}>
            {answers.join('; ')}
          </span>
        </p>
      )}
    </div>
  );
}

/** The printable exercises of each lesson as they will print, with their answers; the plan's words in its `language`. */
export function ExercisesPreview({ lessons, language, showAnswers = true }: { lessons: readonly Lesson[]; language: PlanLanguage; showAnswers?: boolean }) {
  const { t } = useTranslation();
  const dir = directionOf(language);
  return (
    <div className="space-y-6">
      {lessons.map((lesson, i) => (
        <section key={i} className="space-y-3">
          <h3 className="font-semibold">
            {t('lessonPlans.lessonN', { n: i + 1 })}:{' '}
            <span lang={language} dir={dir}>
              {lesson.title}
            </span>
          </h3>
          {[...lesson.printableExercises.writingExercises, ...lesson.printableExercises.phonicsExercises].map((set, k) => (
            <div key={k} className="rounded-card border border-border p-3">
              <h4 className="font-medium" lang={language} dir={dir}>
                {set.title}
              </h4>
              <p className="text-sm italic" lang={language} dir={dir}>
                {set.instructions}
              </p>
              {set.exercises.map((exercise, e) => (
                <ExerciseBlock key={e} exercise={exercise} language={language} showAnswers={showAnswers} />
              ))}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
