import { useTranslation } from 'react-i18next';
import { Stat } from '@/components/practice/stat.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { useWritingProgress } from '../api/get-progress.ts';
import { scorePercent } from '../writing-model.ts';

/** Letters done out of this alphabet's total (mastered in this writing language), and the average score (spec 001 §2). */
export function QuickStats({ totalLetters, language }: { totalLetters: number; language: string }) {
  const { t } = useTranslation();
  const progress = useWritingProgress();
  const done = Math.min(progress.data?.letters_completed_by_language?.[language] ?? 0, totalLetters);
  const average = scorePercent(progress.data?.average_score ?? 0);
  return (
    <Card data-tour="stats">
      <CardHeader>
        <CardTitle level={2}>{t('writingBuddy.stats.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {progress.isError ? (
          <p className="text-sm text-muted-fg">{t('writingBuddy.errors.progress')}</p>
        ) : (
          <>
            <div className="grid grid-cols-2 gap-3">
              <Stat label={t('writingBuddy.stats.lettersDone')} value={`${done} / ${totalLetters}`} />
              <Stat label={t('writingBuddy.stats.averageScore')} value={`${average}%`} />
            </div>
            <Progress value={totalLetters > 0 ? (100 * done) / totalLetters : 0} label={t('writingBuddy.stats.lettersDone')} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
