import { useTranslation } from 'react-i18next';
import { Volume2 } from 'lucide-react';
import type { PublicQuestion } from '@common/contracts/assessments.ts';
import { Button } from '@/components/ui/button.tsx';
import { sayOnce } from '@/lib/speech/say-once.ts';

/** What is spoken: the spoken prompt (or the question), then the choices, so a child who cannot read hears it all. */
export function spokenText(question: PublicQuestion): string {
  const lead = question.prompt ?? question.question;
  const choices = question.options.map((o) => o.label).join(', ');
  return choices ? `${lead} ${choices}.` : lead;
}

/** Every question can be read aloud, in the language of the items (en-US or fr-FR). */
export function ReadAloudButton({ question, language }: { question: PublicQuestion; language: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" onClick={() => void sayOnce(spokenText(question), language)}>
      <Volume2 aria-hidden="true" className="h-4 w-4" />
      {t('assessment.readAloud')}
    </Button>
  );
}
