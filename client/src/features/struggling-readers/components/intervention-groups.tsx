import { useEffect, useRef } from 'react';
import { Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { sameStudents, type InterventionGroup, type StaffStudent, type StrugglingRecord } from '@common/contracts/struggling-readers.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useCreateInterventionGroup } from '../api/create-intervention-group.ts';
import { useDeleteInterventionGroup } from '../api/delete-intervention-group.ts';
import { useInterventionGroups } from '../api/get-intervention-groups.ts';
import { practiceLabel, skillLabel, studentName } from '../labels.ts';

/**
 * Listed students by weakest skill, biggest cluster first: each a group a teacher can form in one click. A group the
 * teacher already has (the same skill, the same students) is not suggested again.
 */
export function suggestedGroups(
  records: readonly StrugglingRecord[],
  formed: readonly Pick<InterventionGroup, 'skill' | 'members'>[] = [],
): { skill: string; studentIds: string[] }[] {
  const bySkill = new Map<string, string[]>();
  for (const r of records) {
    if (!r.weakestSkill) continue;
    bySkill.set(r.weakestSkill, [...(bySkill.get(r.weakestSkill) ?? []), r.userId]);
  }
  const isFormed = (skill: string, studentIds: readonly string[]) =>
    formed.some(
      (g) =>
        g.skill === skill &&
        sameStudents(
          g.members.map((m) => m.id),
          studentIds,
        ),
    );
  return [...bySkill.entries()]
    .map(([skill, studentIds]) => ({ skill, studentIds }))
    .filter((s) => !isFormed(s.skill, s.studentIds))
    .sort((a, b) => b.studentIds.length - a.studentIds.length || a.skill.localeCompare(b.skill));
}

export function InterventionGroups({ records, students }: { records: readonly StrugglingRecord[]; students: readonly StaffStudent[] }) {
  const { t, i18n } = useTranslation();
  const groups = useInterventionGroups();
  const create = useCreateInterventionGroup();
  const remove = useDeleteInterventionGroup();
  const byId = new Map(students.map((s) => [s.id, s]));
  /** The group just formed: focus goes to it as soon as the list shows it (now, or when the list comes back). */
  const focusGroup = useRef<string | null>(null);
  const focusFormed = () => {
    const heading = focusGroup.current && document.getElementById(`group-${focusGroup.current}`);
    if (!heading) return;
    focusGroup.current = null;
    heading.focus();
  };
  useEffect(focusFormed, [groups.data]);
  const failed = (error: Error) =>
    toast({ title: t('strugglingReaders.groups.failed'), description: error instanceof ApiError ? error.userMessage : error.message, variant: 'destructive' });
  const form = (skill: string, studentIds: string[]) =>
    create.mutate(
      {
        name: t('strugglingReaders.groups.defaultName', { skill: skillLabel(t, skill), date: new Date().toLocaleDateString(i18n.language) }),
        skill,
        studentIds,
      },
      {
        onSuccess: ({ group }) => {
          toast({ title: t('strugglingReaders.groups.formed'), description: skillLabel(t, skill) });
          // Its suggestion is gone with the click: keyboard focus goes to the group it formed.
          focusGroup.current = group.id;
          focusFormed();
        },
        onError: failed,
      },
    );
  const suggestions = suggestedGroups(records, groups.data?.groups);
  return (
    <section aria-labelledby="groups-heading" className="space-y-4">
      <h2 id="groups-heading" tabIndex={-1} className="text-lg font-semibold">
        {t('strugglingReaders.groups.heading')}
      </h2>
      {suggestions.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('strugglingReaders.groups.suggestions')}>
          {suggestions.map((s) => (
            <li key={s.skill}>
              <Button variant="outline" size="sm" disabled={create.isPending} onClick={() => form(s.skill, s.studentIds)}>
                <Users aria-hidden="true" className="h-4 w-4" />
                {t('strugglingReaders.groups.form', { skill: skillLabel(t, s.skill), count: s.studentIds.length })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {groups.data && groups.data.groups.length === 0 && <p className="text-sm text-muted-fg">{t('strugglingReaders.groups.empty')}</p>}
      <ul className="grid gap-3 md:grid-cols-2">
        {groups.data?.groups.map((g) => (
          <li key={g.id}>
            <Card className="space-y-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <h3 id={`group-${g.id}`} tabIndex={-1} className="font-semibold">
                  {g.name}
                </h3>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('strugglingReaders.groups.delete', { name: g.name })}
                  disabled={remove.isPending}
                  // Its card goes with the button: focus goes to the section's heading.
                  onClick={() => remove.mutate(g.id, { onSuccess: () => document.getElementById('groups-heading')?.focus(), onError: failed })}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
              <p className="text-sm">{practiceLabel(t, g.practice)}</p>
              <p className="text-sm text-muted-fg">{g.members.map((m) => studentName(byId.get(m.id) ?? m, '')).join(', ')}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
