import { useTranslation } from 'react-i18next';
import { Stat } from '@/components/practice/stat.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useWritingProgress } from '../api/get-progress.ts';
import { scorePercent } from '../writing-model.ts';

export function WordStats() {
  const { t } = useTranslation();
  const progress = useWritingProgress();
  return (
    <Card data-tour="stats">
      <CardHeader>
        <CardTitle level={2}>{t('writingBuddy.wordStats.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {progress.isError ? (
          <p className="text-sm text-muted-fg">{t('writingBuddy.errors.progress')}</p>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Stat label={t('writingBuddy.wordStats.practiced')} value={String(progress.data?.words_completed ?? 0)} />
            <Stat label={t('writingBuddy.stats.averageScore')} value={`${scorePercent(progress.data?.average_score ?? 0)}%`} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
