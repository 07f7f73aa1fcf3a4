import { useId } from 'react';
import { Coins, Flame, Star } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import type { ChildSummary } from '@common/contracts/children.ts';
import { isLanguage } from '@common/domain/languages.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ChildProgress } from './child-progress.tsx';
import { DeleteChildDialog } from './delete-child-dialog.tsx';
import { ExportLinks } from './export-links.tsx';
import { PauseButton } from './pause-button.tsx';
import { LazyEditChildDialog, LazyResetPinDialog } from './lazy-dialogs.tsx';
import { UnlockButton } from './unlock-button.tsx';

/** One child: who they are, how they are doing, and what the parent can do with the account. */
export function ChildCard({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  const nameId = useId();
  const progressId = useId();
  const fullName = [child.firstName, child.lastName].filter(Boolean).join(' ');
  const language = isLanguage(child.preferredLanguage) ? t(`languages.${child.preferredLanguage}`) : child.preferredLanguage;

  return (
    <Card className="flex h-full flex-col">
      <article aria-labelledby={nameId} className="flex flex-1 flex-col gap-4 p-5">
        {/* The badges wrap below when the name needs the room (a phone, the largest text). */}
        <header className="flex flex-wrap items-start gap-3">
          <span
            aria-hidden="true"
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-secondary text-xl font-bold text-secondary-fg"
          >
            {child.firstName.slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0 flex-1 basis-32">
            <h3 id={nameId} className="text-lg font-semibold break-words">
              {fullName}
            </h3>
            <p className="text-sm text-muted-fg">
              {/* The username is Latin script in any language: kept whole and left to right, a right-to-left line does not split it at its hyphen. */}
              <Trans i18nKey="children.card.username" values={{ username: child.username }} components={{ name: <bdi dir="ltr" className="inline-block" /> }} />
            </p>
          </div>
          <Badge tone={child.isActive ? 'success' : 'warning'}>{child.isActive ? t('children.card.active') : t('children.card.paused')}</Badge>
          {child.locked && <Badge tone="danger">{t('children.card.locked')}</Badge>}
        </header>

        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-muted-fg">{t('children.card.ageLabel')}</dt>
          <dd>{child.age ?? t('children.card.ageUnknown')}</dd>
          <dt className="text-muted-fg">{t('children.card.languageLabel')}</dt>
          <dd>{language}</dd>
        </dl>

        <ul className="flex flex-wrap gap-2 text-sm">
          <li className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1">
            <Star aria-hidden="true" className="h-4 w-4" />
            {t('common.level', { level: child.level })}
          </li>
          <li className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1">
            <Coins aria-hidden="true" className="h-4 w-4" />
            {t('children.card.tokens', { count: child.tokens })}
          </li>
          <li className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1">
            <Flame aria-hidden="true" className="h-4 w-4" />
            {t('children.card.streak', { count: child.missionStreak })}
          </li>
        </ul>

        {!child.isActive && <p className="rounded-card bg-muted p-3 text-sm">{t('children.card.pausedNote', { name: child.firstName })}</p>}
        {child.locked && <p className="rounded-card bg-muted p-3 text-sm">{t('children.card.lockedNote', { name: child.firstName })}</p>}

        <section aria-labelledby={progressId} className="space-y-2">
          <h4 id={progressId} className="font-semibold">
            {t('children.card.progress')}
          </h4>
          <ChildProgress childId={child.id} headingId={progressId} />
        </section>

        <div
          role="group"
          aria-label={t('children.card.actions', { name: child.firstName })}
          className="mt-auto flex flex-wrap gap-2 border-t border-border pt-4"
        >
          <LazyEditChildDialog child={child} />
          <LazyResetPinDialog child={child} />
          {child.locked && <UnlockButton child={child} />}
          <PauseButton child={child} />
          <ExportLinks child={child} />
          <DeleteChildDialog child={child} />
        </div>
      </article>
    </Card>
  );
}
