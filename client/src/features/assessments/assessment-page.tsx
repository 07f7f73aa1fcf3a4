import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@/lib/query.ts';
import { Link } from 'wouter';
import { Lock, Play } from 'lucide-react';
import type { AssessmentRecord } from '@common/contracts/assessments.ts';
import { isGrade, PASSING_SCORES, QUESTION_COUNTS, type Curriculum, type Grade } from '@common/domain/assessments.ts';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api.ts';
import { useSession } from '@/lib/session.ts';
import { stopSaying } from '@/lib/speech/say-once.ts';
import { questionsQuery } from './api/get-questions.ts';
import { ProgramChoice } from './components/program-choice.tsx';
import { Results } from './components/results.tsx';
import { Runner } from './components/runner.tsx';

function Locked() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="space-y-3 rounded-card border border-border bg-card p-6 text-card-fg">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Lock aria-hidden="true" className="h-5 w-5" />
        {t('assessment.locked')}
      </p>
      <p>{t('assessment.lockedNote')}</p>
      <Button asChild variant="outline">
        <Link href="/dashboard">{t('assessment.results.dashboard')}</Link>
      </Button>
    </div>
  );
}

/** Loads a form for the chosen program, runs it, then shows the result; a retry draws the other form. */
function Assessment({ grade, program, attempt, onRetry }: { grade: Grade; program: Curriculum; attempt: number; onRetry: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(questionsQuery(grade, program, attempt));
  const [record, setRecord] = useState<AssessmentRecord | null>(null);
  if (record) return <Results grade={grade} record={record} onRetry={onRetry} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 403) return <Locked />;
    return <LoadError message={t('assessment.loadError')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t('assessment.loading')}</span>
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  return <Runner key={query.data.form} form={query.data} onDone={setRecord} />;
}

/** /assessment/{grade}; no grade means kindergarten, an unknown grade says 'Assessment not found' (spec 000 §2). */
export default function AssessmentPage({ params }: { params: { grade?: string } }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const grade = params.grade ?? 'kindergarten';
  const [program, setProgram] = useState<Curriculum>(i18n.language.startsWith('fr') ? 'french_first_language' : 'english');
  const [attempt, setAttempt] = useState(0);

  if (!isGrade(grade)) {
    return (
      <div className="min-h-screen bg-bg text-fg">
        <PageHeader title={t('assessment.notFound')} />
        <main className="mx-auto max-w-3xl p-6">
          <p role="alert" className="text-lg font-semibold">
            {t('assessment.notFound')}
          </p>
        </main>
      </div>
    );
  }
  const gradeName = t(`assessment.grades.${grade}`);
  const retry = () => {
    stopSaying();
    setAttempt((a) => a + 1);
  };
  return (
    <div className="min-h-screen bg-bg pb-28 text-fg">
      <PageHeader
        title={t('assessment.title', { grade: gradeName })}
        subtitle={t('assessment.summary', { count: QUESTION_COUNTS[grade], score: PASSING_SCORES[grade] })}
      />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6">
        {attempt === 0 ? (
          <section aria-labelledby="assessment-intro" className="space-y-5 rounded-card border border-border bg-card p-6 text-card-fg shadow-sm">
            <h2 id="assessment-intro" className="text-xl font-bold">
              {t('assessment.intro.title')}
            </h2>
            <p>{t('assessment.intro.text', { count: QUESTION_COUNTS[grade], score: PASSING_SCORES[grade] })}</p>
            {user && user.role !== 'child' && <p className="rounded-card bg-muted p-3 text-sm">{t('assessment.intro.adultNote')}</p>}
            <ProgramChoice value={program} onChange={setProgram} />
            <Button size="lg" onClick={() => setAttempt(1)}>
              <Play aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
              {t('assessment.intro.start')}
            </Button>
          </section>
        ) : (
          <Assessment key={attempt} grade={grade} program={program} attempt={attempt} onRetry={retry} />
        )}
      </main>
    </div>
  );
}
