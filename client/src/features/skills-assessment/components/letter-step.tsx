import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Volume2 } from 'lucide-react';
import type { LetterItem } from '@common/content/skills-assessment.ts';
import { SKILLS_TIMING, type LetterAnswer, type SkillsLanguage } from '@common/domain/skills-assessment.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { sayOnce } from '@/lib/speech/say-once.ts';
import { cn } from '@/lib/cn.ts';
import { useTimedQuestions } from '../use-timed-question.ts';
import { Countdown } from './countdown.tsx';
import { useAnswerKeys } from './use-answer-keys.ts';

const SECONDS = SKILLS_TIMING.letterSeconds;

/**
 * Letter recognition (spec 000 §4, §9): the app says a letter and the child picks it among 4, within 8 s; the result
 * shows for 1.5 s; a timeout records an empty answer; the buttons are disabled once answered. Keys 1–4 answer too.
 */
export function LetterStep({ items, language, onDone }: { items: LetterItem[]; language: SkillsLanguage; onDone: (answers: LetterAnswer[]) => void }) {
  const { t } = useTranslation();
  const quiz = useTimedQuestions<string>({
    count: items.length,
    seconds: SECONDS,
    resultMs: SKILLS_TIMING.letterResultMs,
    timeoutAnswer: '',
    onFinished: (answers) =>
      onDone(answers.map((a, i) => ({ letter: items[i]!.letter, presented: items[i]!.options, answer: a.answer, responseTime: a.responseTime }))),
  });
  const item = items[quiz.index]!;

  useEffect(() => {
    void sayOnce(item.letter, language);
  }, [item.letter, language]);

  useAnswerKeys(quiz.answered ? [] : item.options.map((option, i) => ({ key: String(i + 1), onPress: () => quiz.answer(option) })));

  const chosen = quiz.current?.answer ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('skillsAssessment.letters.question', { n: quiz.index + 1, total: items.length })}</CardTitle>
        <p>{t('skillsAssessment.letters.prompt')}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <Countdown remaining={quiz.remaining} total={SECONDS} label={t('skillsAssessment.steps.letter_recognition')} />
        <Button variant="outline" size="sm" onClick={() => void sayOnce(item.letter, language)}>
          <Volume2 aria-hidden="true" className="h-4 w-4" />
          {t('skillsAssessment.letters.hearAgain')}
        </Button>
        <div role="group" aria-label={t('skillsAssessment.letters.options')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {item.options.map((option, i) => (
            <Button
              key={option}
              variant="outline"
              size="glyph"
              disabled={quiz.answered}
              aria-keyshortcuts={String(i + 1)}
              className={cn(
                quiz.answered && option === item.letter && 'border-2 border-success',
                chosen === option && option !== item.letter && 'border-2 border-danger',
              )}
              onClick={() => quiz.answer(option)}
            >
              {option}
            </Button>
          ))}
        </div>
        <p className="text-sm text-muted-fg">{t('skillsAssessment.letters.keys')}</p>
        <p role="status" className="min-h-6 font-semibold">
          {quiz.current &&
            (quiz.current.answer === ''
              ? t('skillsAssessment.result.timeout')
              : quiz.current.answer === item.letter
                ? t('skillsAssessment.result.correct')
                : t('skillsAssessment.result.wrong', { answer: item.letter }))}
        </p>
      </CardContent>
    </Card>
  );
}
