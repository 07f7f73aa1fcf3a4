import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { letterItemsFor, rhymePairsFor } from '@common/content/skills-assessment.ts';
import type { SkillsAssessmentResult } from '@common/contracts/skills-assessment.ts';
import { SKILLS_STEPS, type LetterAnswer, type RhymeAnswer, type SkillsStep } from '@common/domain/skills-assessment.ts';
import { PreloadWhenDrawn } from '@/app/first-screen.ts';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { ChoiceButtons } from '@/components/practice/choice-buttons.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { useChildren } from '@/lib/account-queries.ts';
import { useMarkRefusal } from '@/lib/listener.ts';
import { useSession } from '@/lib/session.ts';
import { useSaveSkillsAssessment } from './api/save-skills-assessment.ts';
import type { FluencyOutcome } from './components/fluency-step.tsx';
import { IntroStep, type IntroChoice } from './components/intro-step.tsx';
import { CompleteStep, FluencyStep, LaterStep, LetterStep, preloadLaterSteps, RhymeStep } from './components/lazy-steps.tsx';
import { defaultSkillsLanguage, fluencyLanguageFor } from './skills-model.ts';

/**
 * /skills-assessment (spec 000 §2, §4): intro, letter recognition, rhyming words, reading fluency, results. A child
 * takes it for themself; an adult runs it for a child (a parent picks one of their children; anyone may come with
 * ?childId=). The answers go to the server, which scores them; the results screen shows what it stored.
 */
export default function SkillsAssessmentPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const isChild = user?.role === 'child';
  const children = useChildren(user?.role === 'parent');
  const linkedChild = new URLSearchParams(useSearch()).get('childId');
  const [pickedChild, setPickedChild] = useState<string | null>(null);
  const childId = isChild ? null : (pickedChild ?? linkedChild);
  // The child's own language (a parent's list has it; a teacher coming with ?childId= reads in the test's language).
  const readerLanguage = isChild ? user.preferredLanguage : children.data?.children.find((c) => c.id === childId)?.preferredLanguage;

  const [step, setStep] = useState<SkillsStep>('intro');
  const [choice, setChoice] = useState<IntroChoice>(() => ({ grade: 'kindergarten', language: defaultSkillsLanguage(i18n.language) }));
  const [letters, setLetters] = useState<LetterAnswer[]>([]);
  const [rhymes, setRhymes] = useState<RhymeAnswer[]>([]);
  const [fluency, setFluency] = useState<FluencyOutcome | null>(null);
  const [result, setResult] = useState<SkillsAssessmentResult | null>(null);
  const save = useSaveSkillsAssessment();
  const refusal = useMarkRefusal();
  /** The server's sentence for a refused save (an expression chosen after the adult stopped listening), else null. */
  const [saveRefusal, setSaveRefusal] = useState<string | null>(null);

  const submit = (outcome: FluencyOutcome) => {
    setFluency(outcome);
    const { reading, expression } = outcome;
    save.mutate(
      {
        childId: childId ?? undefined,
        grade: choice.grade,
        language: choice.language,
        letter: { detailedResults: letters },
        rhyme: { detailedResults: rhymes.map(({ word1, word2, userAnswer, responseTime }) => ({ word1, word2, userAnswer, responseTime })) },
        fluency: {
          readingId: reading.id,
          expression,
        },
      },
      {
        onSuccess: (saved) => {
          setResult(saved);
          setStep('complete');
        },
        onError: (error) => setSaveRefusal(refusal(error)),
      },
    );
  };

  const stepNumber = SKILLS_STEPS.indexOf(step);
  return (
    <div className="min-h-screen bg-bg pb-28">
      <PageHeader title={t('skillsAssessment.title')} subtitle={t('skillsAssessment.subtitle')} />
      <PreloadWhenDrawn load={preloadLaterSteps} />
      <main className="mx-auto max-w-4xl space-y-5 px-4 py-6">
        {step !== 'intro' && (
          <div className="space-y-1">
            <p className="text-sm font-medium">
              {t('skillsAssessment.steps.label', { n: stepNumber })} · {t(`skillsAssessment.steps.${step}`)}
            </p>
            <Progress value={(stepNumber / (SKILLS_STEPS.length - 1)) * 100} label={t('skillsAssessment.steps.label', { n: stepNumber })} />
          </div>
        )}
        {step === 'intro' && (
          <IntroStep value={choice} onChange={setChoice} canStart={isChild || childId !== null} onStart={() => setStep('letter_recognition')}>
            {!isChild && (
              <div className="space-y-2">
                <h3 className="font-medium">{t('skillsAssessment.intro.child')}</h3>
                {children.data && children.data.children.length > 0 ? (
                  <ChoiceButtons
                    label={t('skillsAssessment.intro.chooseChild')}
                    options={children.data.children.map((c) => ({ value: c.id, label: `${c.firstName} ${c.lastName}`.trim() }))}
                    value={childId ?? undefined}
                    onChange={setPickedChild}
                  />
                ) : (
                  !linkedChild && <p className="text-sm text-muted-fg">{t('skillsAssessment.intro.noChild')}</p>
                )}
              </div>
            )}
          </IntroStep>
        )}
        {step === 'letter_recognition' && (
          <LaterStep>
            <LetterStep
              items={letterItemsFor(choice.grade, choice.language)}
              language={choice.language}
              onDone={(answers) => {
                setLetters(answers);
                setStep('rhyming_words');
              }}
            />
          </LaterStep>
        )}
        {step === 'rhyming_words' && (
          <LaterStep>
            <RhymeStep
              pairs={rhymePairsFor(choice.grade, choice.language)}
              language={choice.language}
              onDone={(answers) => {
                setRhymes(answers);
                setStep('reading_fluency');
              }}
            />
          </LaterStep>
        )}
        {step === 'reading_fluency' && (
          <LaterStep>
            <FluencyStep
              grade={choice.grade}
              language={fluencyLanguageFor(choice.language, readerLanguage)}
              childId={childId}
              saving={save.isPending}
              onDone={submit}
            />
            {save.isError && fluency && (
              <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card border border-danger bg-card p-4">
                <div className="flex-1">
                  <p className="font-semibold">{t('skillsAssessment.complete.saveFailedTitle')}</p>
                  <p>{saveRefusal ?? t('skillsAssessment.complete.saveFailed')}</p>
                </div>
                <Button variant="outline" onClick={() => submit(fluency)}>
                  {t('skillsAssessment.complete.retry')}
                </Button>
              </div>
            )}
          </LaterStep>
        )}
        {step === 'complete' && result && (
          <LaterStep>
            <CompleteStep result={result} />
          </LaterStep>
        )}
      </main>
    </div>
  );
}
