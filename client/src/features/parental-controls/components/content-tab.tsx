import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import type { DraftChange, SettingsDraft } from './settings-form.ts';

/** Spec 002 §2 Content filtering: three switches (all on by default) and the blocked websites, one a line. */
export function ContentTab({ draft, onChange }: { draft: SettingsDraft; onChange: DraftChange }) {
  const { t } = useTranslation();
  const sitesId = useId();
  const hintId = useId();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('parentalControls.content.title')}</CardTitle>
          <CardDescription>{t('parentalControls.content.description')}</CardDescription>
        </CardHeader>
        <CardContent className="divide-y divide-border">
          <Switch
            label={t('parentalControls.content.language')}
            description={t('parentalControls.content.languageText')}
            checked={draft.blockInappropriateLanguage}
            onCheckedChange={(on) => onChange({ blockInappropriateLanguage: on })}
          />
          <Switch
            label={t('parentalControls.content.moderation')}
            description={t('parentalControls.content.moderationText')}
            checked={draft.aiContentModeration}
            onCheckedChange={(on) => onChange({ aiContentModeration: on })}
          />
          <Switch
            label={t('parentalControls.content.safeSearch')}
            description={t('parentalControls.content.safeSearchText')}
            checked={draft.safeSearchOnly}
            onCheckedChange={(on) => onChange({ safeSearchOnly: on })}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('parentalControls.content.sitesTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          <label htmlFor={sitesId} className="block font-medium">
            {t('parentalControls.content.sitesLabel')}
          </label>
          <p id={hintId} className="text-sm text-muted-fg">
            {t('parentalControls.content.sitesHint')}
          </p>
          <textarea
            id={sitesId}
            aria-describedby={hintId}
            dir="ltr"
            rows={6}
            value={draft.blockedWebsitesText}
            onChange={(e) => onChange({ blockedWebsitesText: e.target.value })}
            placeholder="example.com"
            className="w-full rounded-[calc(var(--radius)*0.75)] border border-border bg-card p-3 font-mono text-sm text-card-fg"
          />
        </CardContent>
      </Card>
    </div>
  );
}
