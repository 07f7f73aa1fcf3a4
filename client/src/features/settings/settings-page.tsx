import { useTranslation } from 'react-i18next';
import { isAdult } from '@common/domain/roles.ts';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { useSession } from '@/lib/session.ts';
import { AccessibilityCard } from './accessibility-card.tsx';
import { HelpDialog } from './help-dialog.tsx';
import { LanguageCard } from './language-card.tsx';
import { LearningCard } from './learning-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { ResetDialog } from './reset-dialog.tsx';
import { SafetyCard } from './safety-card.tsx';
import { ThemeCard } from './theme-card.tsx';
import { useThemeChoice } from './use-theme-choice.ts';

/** Settings (spec 000 §2). The route guard only renders it for a signed-in account. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { theme, choose } = useThemeChoice();
  if (!user) return null;

  return (
    <div className="min-h-screen bg-bg pb-28">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        {/* Two independent columns, so a long card on one side leaves no gap on the other. */}
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <div className="space-y-6">
            <ProfileCard />
            <SafetyCard role={user.role} />
            {isAdult(user.role) && <PasswordCard />}
            {theme === 'wcag' && <AccessibilityCard />}
          </div>
          <div className="space-y-6">
            <LanguageCard />
            <ThemeCard value={theme} onChange={(next) => void choose(next)} />
            <LearningCard />
          </div>
        </div>
        <div role="group" aria-label={t('settings.actions.label')} className="flex flex-wrap gap-3">
          <ReportDialog />
          <ResetDialog />
          <HelpDialog role={user.role} />
        </div>
      </main>
    </div>
  );
}
