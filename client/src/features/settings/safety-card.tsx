import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import { canOpen, type Role } from '@common/domain/roles.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useReport } from './api/get-report.ts';
import { SettingsSection } from './settings-section.tsx';

function StatusRow({ label, text, status }: { label: string; text: string; status: string }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <div>
        <p className="font-medium">{label}</p>
        <p className="text-sm text-muted-fg">{text}</p>
      </div>
      <Badge tone="success" className="shrink-0">
        {status}
      </Badge>
    </div>
  );
}

/** A child sees whether a parent manages the account; they cannot change it from here. */
function ChildParentalControls() {
  const { t } = useTranslation();
  const report = useReport(true);
  const managed = report.data?.managedByParent ?? false;
  return (
    <Switch
      label={t('settings.safety.parentalControls')}
      description={report.data ? t(managed ? 'settings.safety.managedByParent' : 'settings.safety.notManaged') : t('common.loading')}
      checked={managed}
      disabled
    />
  );
}

function AdultParentalControls({ role }: { role: Role }) {
  const { t } = useTranslation();
  const may = canOpen(role, 'parentalControls');
  return (
    <div className="py-2">
      <p className="font-medium">{t('settings.safety.parentalControls')}</p>
      <p className="text-sm text-muted-fg">{t(may ? 'settings.safety.parentText' : 'settings.safety.staffText')}</p>
    </div>
  );
}

export function SafetyCard({ role }: { role: Role }) {
  const { t } = useTranslation();
  const link: ReactNode = canOpen(role, 'parentalControls') && (
    <Button asChild variant="outline" className="mt-3">
      <Link href="/parental-controls">
        <ShieldCheck aria-hidden="true" className="h-4 w-4" />
        {t('settings.safety.open')}
      </Link>
    </Button>
  );
  return (
    <SettingsSection title={t('settings.safety.title')} description={t('settings.safety.description')} icon={ShieldCheck}>
      <div className="divide-y divide-border">
        {role === 'child' ? <ChildParentalControls /> : <AdultParentalControls role={role} />}
        <Switch label={t('settings.safety.safeChat')} description={t('settings.safety.safeChatText')} checked disabled />
        <StatusRow label={t('settings.safety.contentFiltering')} text={t('settings.safety.contentFilteringText')} status={t('settings.safety.high')} />
        <StatusRow label={t('settings.safety.privacyMode')} text={t('settings.safety.privacyText')} status={t('settings.safety.active')} />
      </div>
      {link}
    </SettingsSection>
  );
}
