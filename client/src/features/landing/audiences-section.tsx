import { useTranslation } from 'react-i18next';
import { Check, GraduationCap, HeartHandshake, Presentation, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

type Icon = LucideIcon;
type Point =
  | `students.${'lessons' | 'projects' | 'progress' | 'chat'}`
  | `parents.${'monitoring' | 'time' | 'filtering' | 'reports'}`
  | `teachers.${'lessons' | 'analytics' | 'missions' | 'classroom'}`
  | `admins.${'users' | 'analytics' | 'configuration' | 'compliance' | 'staff'}`;

// The four audiences of spec 000 §1 with their points, in the spec's order.
const AUDIENCES: { key: 'students' | 'parents' | 'teachers' | 'admins'; icon: Icon; points: readonly Point[] }[] = [
  { key: 'students', icon: GraduationCap, points: ['students.lessons', 'students.projects', 'students.progress', 'students.chat'] },
  { key: 'parents', icon: HeartHandshake, points: ['parents.monitoring', 'parents.time', 'parents.filtering', 'parents.reports'] },
  { key: 'teachers', icon: Presentation, points: ['teachers.lessons', 'teachers.analytics', 'teachers.missions', 'teachers.classroom'] },
  { key: 'admins', icon: ShieldCheck, points: ['admins.users', 'admins.analytics', 'admins.configuration', 'admins.compliance', 'admins.staff'] },
];

export function AudiencesSection() {
  const { t } = useTranslation();
  return (
    <section id="audiences" aria-labelledby="audiences-title" className="scroll-mt-28 bg-muted px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="audiences-title" className="text-3xl font-bold">
          {t('landing.audiences.title')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {AUDIENCES.map(({ key, icon: Icon, points }) => (
            <li key={key} className="rounded-card border border-border bg-card p-5 text-card-fg shadow-sm">
              <Icon aria-hidden="true" className="h-8 w-8 text-accent" />
              <h3 className="mt-3 text-lg font-semibold">{t(`landing.audiences.${key}.title`)}</h3>
              <ul className="mt-3 space-y-2 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-success" />
                    <span>{t(`landing.audiences.${point}`)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
