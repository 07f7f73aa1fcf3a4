import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpenCheck, Bot, Building2, GraduationCap, Puzzle, Settings, ShieldCheck, Users } from 'lucide-react';
import type { Role } from '@common/domain/roles.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { usePendingExtraTime } from '@/lib/screen-time.ts';
import { managementCards, type ManagementCardId } from '../dashboard-links.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { LinkCard, type CardIcon, type ICON_TONES } from './link-card.tsx';

function SafeModeBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="success" className="gap-1">
      <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />
      {t('dashboard.management.safeMode')}
    </Badge>
  );
}

/** Requests for more time waiting for the parent's answer (parental controls). */
function ExtraTimeBadge() {
  const { t } = useTranslation();
  const pending = usePendingExtraTime(true);
  const count = pending.data?.requests.length ?? 0;
  if (count === 0) return <SafeModeBadge />;
  return <Badge tone="warning">{t('dashboard.management.extraTimeRequests', { count })}</Badge>;
}

interface CardLook {
  icon: CardIcon;
  tone: keyof typeof ICON_TONES;
  title: string;
  description: string;
  badge?: ReactNode;
}

function useCardLooks(role: Role): Record<ManagementCardId, CardLook> {
  const { t } = useTranslation();
  const audience = (label: string) => <Badge tone="outline">{label}</Badge>;
  return {
    safeModeStatus: { icon: ShieldCheck, tone: 'success', title: t('dashboard.management.safeMode'), description: t('dashboard.management.safeModeText') },
    parentalControls: {
      icon: ShieldCheck,
      tone: 'success',
      title: t('areas.parental-controls.name'),
      description: t('areas.parental-controls.description'),
      badge: role === 'parent' ? <ExtraTimeBadge /> : <SafeModeBadge />,
    },
    myChildren: { icon: Users, tone: 'primary', title: t('dashboard.management.myChildren'), description: t('dashboard.management.myChildrenText') },
    teachersHub: {
      icon: GraduationCap,
      tone: 'info',
      title: t('areas.teachers.name'),
      description: t('areas.teachers.description'),
      badge: audience(t('dashboard.management.forTeachers')),
    },
    missionCreator: {
      icon: Puzzle,
      tone: 'accent',
      title: t('areas.mission-creator.name'),
      description: t('areas.mission-creator.description'),
      badge: audience(t('dashboard.management.forTrainers')),
    },
    skillsAssessment: {
      icon: BookOpenCheck,
      tone: 'warning',
      title: t('areas.skills-assessment.name'),
      description: t('areas.skills-assessment.description'),
      badge: audience(t('dashboard.management.readingSkills')),
    },
    staffManagement: {
      icon: Building2,
      tone: 'danger',
      title: t('areas.staff-management.name'),
      description: t('areas.staff-management.description'),
      badge: audience(t('dashboard.management.administrative')),
    },
    aiEngines: {
      icon: Bot,
      tone: 'danger',
      title: t('aiAdmin.title'),
      description: t('aiAdmin.subtitle'),
      badge: audience(t('dashboard.management.administrative')),
    },
    settings: { icon: Settings, tone: 'primary', title: t('common.settings'), description: t('dashboard.management.settingsText') },
  };
}

/** Safety and the adult tools, each shown only to the roles that may open it (see dashboard-links.ts). */
export function ManagementSection({ role }: { role: Role }) {
  const { t } = useTranslation();
  const looks = useCardLooks(role);
  return (
    <DashboardSection title={t('dashboard.management.title')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {managementCards(role).map((card) => (
          <LinkCard key={card.id} href={card.href ?? undefined} {...looks[card.id]} />
        ))}
      </div>
    </DashboardSection>
  );
}
