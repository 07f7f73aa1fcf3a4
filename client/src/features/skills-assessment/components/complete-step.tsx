import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SkillsAssessmentResult } from '@common/contracts/skills-assessment.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** Spec 000 §2: the overall standard score, the results of each test, and links to the dashboard and My progress. */
export function CompleteStep({ result }: { result: SkillsAssessmentResult }) {
  const { t } = useTranslation();
  const tests = [
    {
      key: 'letters',
      r: result.letter,
      detail: t('skillsAssessment.complete.correctOf', { correct: result.letter.correctAnswers, total: result.letter.totalQuestions }),
    },
    {
      key: 'rhymes',
      r: result.rhyme,
      detail: t('skillsAssessment.complete.correctOf', { correct: result.rhyme.correctAnswers, total: result.rhyme.totalQuestions }),
    },
    {
      key: 'fluency',
      r: result.fluency,
      detail: `${t('skillsAssessment.complete.wpm', { count: result.fluency.wordsPerMinute })} · ${t(`skillsAssessment.complete.fluencyCategory.${result.fluency.detailedResults.fluencyCategory}`)}`,
    },
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('skillsAssessment.complete.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <section role="group" aria-label={t('skillsAssessment.complete.overall')} className="rounded-card border border-border p-4 text-center">
          <h3 className="text-sm font-medium text-muted-fg">{t('skillsAssessment.complete.overall')}</h3>
          <p className="text-5xl font-bold tabular-nums">{result.overallStandardScore}</p>
          <p>
            {t(`skillsAssessment.complete.category.${result.category}`)} · {t('skillsAssessment.complete.percentile', { n: result.percentile })}
          </p>
        </section>
        <div className="grid gap-3 sm:grid-cols-3">
          {tests.map(({ key, r, detail }) => (
            <section key={key} role="group" aria-label={t(`skillsAssessment.complete.${key}`)} className="space-y-1 rounded-card border border-border p-4">
              <h3 className="font-semibold">{t(`skillsAssessment.complete.${key}`)}</h3>
              <p className="text-2xl font-bold tabular-nums">{t('skillsAssessment.complete.score', { n: r.score })}</p>
              <p>{t('skillsAssessment.complete.standard', { n: r.standard })}</p>
              <p className="text-sm">{t(`skillsAssessment.complete.category.${r.category}`)}</p>
              <p className="text-sm text-muted-fg">{detail}</p>
            </section>
          ))}
        </div>
        {result.fluency.detailedResults.recommendations.length > 0 && (
          <section className="space-y-2">
            <h3 className="font-semibold">{t('skillsAssessment.complete.recommendations')}</h3>
            <ul className="list-disc space-y-1 ps-6">
              {result.fluency.detailedResults.recommendations.map((code) => (
                <li key={code}>{t(`skillsAssessment.complete.recommendation.${code}`)}</li>
              ))}
            </ul>
          </section>
        )}
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/dashboard">{t('skillsAssessment.complete.dashboard')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/my-progress">{t('skillsAssessment.complete.progress')}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
