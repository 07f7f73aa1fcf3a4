import { useTranslation } from 'react-i18next';
import { CircleHelp } from 'lucide-react';
import type { Role } from '@common/domain/roles.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog.tsx';

const TOPICS = ['profile', 'language', 'theme', 'safety', 'accessibility', 'learning', 'report', 'reset'] as const;

export function HelpDialog({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <DialogRoot>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CircleHelp aria-hidden="true" className="h-4 w-4" />
          {t('settings.actions.help')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('settings.help.title')} description={t('settings.help.intro')} size="md">
        <dl className="space-y-3">
          {TOPICS.map((topic) => (
            <div key={topic}>
              <dt className="font-semibold">{t(`settings.help.topics.${topic}.title`)}</dt>
              <dd className="text-sm text-muted-fg">{t(`settings.help.topics.${topic}.text`)}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-5 font-semibold">{t('settings.help.getHelpTitle')}</h3>
        <p className="text-sm">{t(role === 'child' ? 'settings.help.getHelpChild' : 'settings.help.getHelpAdult')}</p>
      </DialogContent>
    </DialogRoot>
  );
}
