import { useTranslation } from 'react-i18next';
import { Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { sayOnce } from '@/lib/speech/say-once.ts';

/** How to form the letter, stroke by stroke, in the interface language, with a button that reads it aloud. */
export function FormationGuideCard({ letter, steps }: { letter: string; steps: readonly string[] }) {
  const { t, i18n } = useTranslation();
  // The server words the guides in French or Arabic for those interfaces, in English for every other one.
  const language = i18n.language === 'fr' || i18n.language === 'ar' ? i18n.language : 'en';
  return (
    <Card data-tour="guide">
      <CardHeader>
        <CardTitle level={2}>{t('writingBuddy.guide.title')}</CardTitle>
        <CardDescription>{t('writingBuddy.guide.description', { letter })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <ol lang={language} className="list-decimal space-y-1 ps-5 text-sm">
          {steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        <Button variant="outline" size="sm" disabled={steps.length === 0} onClick={() => void sayOnce(steps.join(' '), language)}>
          <Volume2 aria-hidden="true" className="h-4 w-4" />
          {t('writingBuddy.guide.listen')}
        </Button>
      </CardContent>
    </Card>
  );
}
