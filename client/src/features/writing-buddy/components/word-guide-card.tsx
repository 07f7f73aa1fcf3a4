import { useTranslation } from 'react-i18next';
import { Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import type { WritingLanguage } from '../api/types.ts';
import { sayOnce } from '@/lib/speech/say-once.ts';

/** How to write a word or sentence well, and the item read aloud in its own language. */
export function WordGuideCard({ item, language }: { item: string; language: WritingLanguage }) {
  const { t } = useTranslation();
  return (
    <Card data-tour="guide">
      <CardHeader>
        <CardTitle level={2}>{t('writingBuddy.wordGuide.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="list-disc space-y-1 ps-5 text-sm">
          <li>{language === 'ar' ? t('writingBuddy.wordGuide.tips.rightToLeft') : t('writingBuddy.wordGuide.tips.leftToRight')}</li>
          <li>{t('writingBuddy.wordGuide.tips.baseline')}</li>
          <li>{t('writingBuddy.wordGuide.tips.spacing')}</li>
          <li>{t('writingBuddy.wordGuide.tips.size')}</li>
        </ul>
        <Button variant="outline" size="sm" onClick={() => void sayOnce(item, language)}>
          <Volume2 aria-hidden="true" className="h-4 w-4" />
          {t('writingBuddy.wordGuide.listen')}
        </Button>
      </CardContent>
    </Card>
  );
}
