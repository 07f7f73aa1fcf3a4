import { useTranslation } from 'react-i18next';
import { Compass } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';

/** The header of a practice screen (spec 001 §2): guided-tour button, language switcher and the child's level. */
export function PracticeHeaderActions({ tourLabel, onTour, level }: { tourLabel: string; onTour: () => void; level: number | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" size="sm" onClick={onTour}>
        <Compass aria-hidden="true" className="h-4 w-4" />
        {tourLabel}
      </Button>
      <LanguageSwitcher variant="compact" />
      {level !== undefined && <Badge tone="primary">{t('common.level', { level })}</Badge>}
    </>
  );
}
