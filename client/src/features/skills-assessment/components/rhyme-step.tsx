import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Volume2 } from 'lucide-react';
import type { RhymePair } from '@common/content/skills-assessment.ts';
import { SKILLS_TIMING, type RhymeAnswer, type SkillsLanguage } from '@common/domain/skills-assessment.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { sayOnce } from '@/lib/speech/say-once.ts';
import { useTimedQuestions } from '../use-timed-question.ts';
import { Countdown } from './countdown.tsx';
import { useAnswerKeys } from './use-answer-keys.ts';

const SECONDS = SKILLS_TIMING.rhymeSeconds;
const NO_ANSWER = null as boolean | null;

/**
 * Rhyming words (spec 000 §4, §9): the pair is spoken by the app's voice 1 s after it appears; the child answers yes
 * or no within 10 s; the result shows for 2 s. Keys Y and N answer too.
 */
export function RhymeStep({ pairs, language, onDone }: { pairs: RhymePair[]; language: SkillsLanguage; onDone: (answers: RhymeAnswer[]) => void }) {
  const { t } = useTranslation();
  const quiz = useTimedQuestions<boolean | null>({
    count: pairs.length,
    seconds: SECONDS,
    resultMs: SKILLS_TIMING.rhymeResultMs,
    timeoutAnswer: NO_ANSWER,
    onFinished: (answers) =>
      onDone(
        answers.map((a, i) => ({
          word1: pairs[i]!.word1,
          word2: pairs[i]!.word2,
          expectedAnswer: pairs[i]!.rhymes,
          userAnswer: a.answer,
          responseTime: a.responseTime,
        })),
      ),
  });
  const pair = pairs[quiz.index]!;
  const spoken = `${pair.word1}, ${pair.word2}`;

  useEffect(() => {
    const timer = window.setTimeout(() => void sayOnce(spoken, language), SKILLS_TIMING.rhymeSpeakDelayMs);
    return () => window.clearTimeout(timer);
  }, [spoken, language]);

  useAnswerKeys(
    quiz.answered
      ? []
      : [
          { key: 'y', onPress: () => quiz.answer(true) },
          { key: 'n', onPress: () => quiz.answer(false) },
        ],
  );

  const current = quiz.current;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('skillsAssessment.rhymes.question', { n: quiz.index + 1, total: pairs.length })}</CardTitle>
        <p>{t('skillsAssessment.rhymes.prompt')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <Countdown remaining={quiz.remaining} total={SECONDS} label={t('skillsAssessment.steps.rhyming_words')} />
        <p lang={language} dir="ltr" className="text-center text-4xl font-bold">
          {t('skillsAssessment.rhymes.pair', { word1: pair.word1, word2: pair.word2 })}
        </p>
        <Button variant="outline" size="sm" onClick={() => void sayOnce(spoken, language)}>
          <Volume2 aria-hidden="true" className="h-4 w-4" />
          {t('skillsAssessment.rhymes.hearAgain')}
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <Button size="lg" className="h-16" disabled={quiz.answered} aria-keyshortcuts="Y" onClick={() => quiz.answer(true)}>
            {t('skillsAssessment.rhymes.yes')}
          </Button>
          <Button size="lg" variant="secondary" className="h-16" disabled={quiz.answered} aria-keyshortcuts="N" onClick={() => quiz.answer(false)}>
            {t('skillsAssessment.rhymes.no')}
          </Button>
        </div>
        <p className="text-sm text-muted-fg">{t('skillsAssessment.rhymes.keys')}</p>
        <p role="status" className="min-h-6 font-semibold">
          {current &&
            (current.answer === null
              ? t('skillsAssessment.result.timeout')
              : current.answer === pair.rhymes
                ? t('skillsAssessment.result.correct')
                : t(pair.rhymes ? 'skillsAssessment.result.rhymeYes' : 'skillsAssessment.result.rhymeNo'))}
        </p>
      </CardContent>
    </Card>
  );
}
