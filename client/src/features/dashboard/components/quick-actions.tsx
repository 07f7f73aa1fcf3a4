import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BotMessageSquare, LifeBuoy, TrendingUp, Trophy } from 'lucide-react';
import type { Role } from '@common/domain/roles.ts';
import { quickActions, type QuickActionId } from '../dashboard-links.ts';
import { DashboardSection } from './dashboard-section.tsx';

const ACTION =
  'inline-flex min-h-12 items-center gap-2 rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-4 py-2 font-medium text-card-fg shadow-sm transition-colors hover:bg-muted';

const ICONS: Record<QuickActionId, { icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>; colour: string }> = {
  myProgress: { icon: TrendingUp, colour: 'text-primary' },
  achievements: { icon: Trophy, colour: 'text-warning' },
  aiTutor: { icon: BotMessageSquare, colour: 'text-accent' },
  strugglingReaders: { icon: LifeBuoy, colour: 'text-danger' },
};

export function QuickActions({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <DashboardSection title={t('dashboard.quickActions.title')}>
      <div className="flex flex-wrap gap-3">
        {quickActions(role).map(({ id, href }) => {
          const { icon: Icon, colour } = ICONS[id];
          const content = (
            <>
              <Icon aria-hidden="true" className={`h-5 w-5 ${colour}`} />
              {t(`dashboard.quickActions.${id}`)}
            </>
          );
          // A fragment link stays a plain anchor: it moves to the voice bar on this page instead of routing.
          return href.startsWith('#') ? (
            <a key={id} href={href} className={ACTION}>
              {content}
            </a>
          ) : (
            <Link key={id} href={href} className={ACTION}>
              {content}
            </Link>
          );
        })}
      </div>
    </DashboardSection>
  );
}
