import { useId, useState } from 'react';
import { Send, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Select } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useAssign } from '../api/assign-mission.ts';
import { useAssignTargets } from '../api/get-assign-targets.ts';
import { useAssignments } from '../api/get-assignments.ts';
import { useUnassign } from '../api/unassign-mission.ts';

const NO_COURSE = 'none';

/**
 * Gives a mission to children (a parent's own, a teacher's students, an administrator's school) or to a course;
 * they then find it in Mission Coach after the built-in missions. Lists who has it, with a remove button each.
 */
export function AssignDialog({ missionId, title }: { missionId: string; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const targets = useAssignTargets(open);
  const assignments = useAssignments(missionId, open);
  const assign = useAssign(missionId);
  const unassign = useUnassign(missionId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [courseId, setCourseId] = useState(NO_COURSE);

  const children = targets.data?.children ?? [];
  const courses = targets.data?.courses ?? [];
  const current = assignments.data?.assignments ?? [];
  const nothingChosen = chosen.length === 0 && courseId === NO_COURSE;

  const submit = () =>
    assign.mutate(
      { childIds: chosen, ...(courseId !== NO_COURSE ? { courseId } : {}) },
      {
        onSuccess: () => {
          setChosen([]);
          setCourseId(NO_COURSE);
          toast({ title: t('missionCreator.toasts.assigned'), description: t('missionCreator.toasts.assignedDescription', { title }) });
        },
        onError: (error) =>
          toast({
            title: t('missionCreator.toasts.errorTitle'),
            description: error instanceof ApiError && error.status < 500 ? error.userMessage : t('missionCreator.toasts.assignFailed'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('missionCreator.list.assignNamed', { title })}>
          <Send aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          {t('missionCreator.list.assign')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('missionCreator.assign.title', { title })} description={t('missionCreator.assign.description')}>
        {targets.isPending ? (
          <p role="status">{t('common.loading')}</p>
        ) : children.length === 0 && courses.length === 0 ? (
          <p>{t('missionCreator.assign.noTargets')}</p>
        ) : (
          <div className="space-y-4">
            {children.length > 0 && (
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">{t('missionCreator.assign.children')}</legend>
                {children.map((child) => (
                  <label key={child.id} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={chosen.includes(child.id)}
                      onChange={(event) => setChosen(event.target.checked ? [...chosen, child.id] : chosen.filter((c) => c !== child.id))}
                    />
                    {child.name}
                  </label>
                ))}
              </fieldset>
            )}
            {courses.length > 0 && (
              <div className="flex flex-col gap-1">
                <span id={`${id}-course`} className="text-sm font-medium" aria-hidden="true">
                  {t('missionCreator.assign.course')}
                </span>
                <Select
                  label={t('missionCreator.assign.course')}
                  value={courseId}
                  options={[
                    { value: NO_COURSE, label: t('missionCreator.assign.noCourse') },
                    ...courses.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` })),
                  ]}
                  onValueChange={setCourseId}
                />
              </div>
            )}
            <Button onClick={submit} disabled={nothingChosen || assign.isPending}>
              {assign.isPending ? t('missionCreator.assign.assigning') : t('missionCreator.assign.submit')}
            </Button>
          </div>
        )}
        <section aria-labelledby={`${id}-current`} className="mt-6 space-y-2">
          <h3 id={`${id}-current`} className="text-sm font-semibold">
            {t('missionCreator.assign.current')}
          </h3>
          {current.length === 0 ? (
            <p className="text-sm text-muted-fg">{t('missionCreator.assign.none')}</p>
          ) : (
            <ul className="space-y-1">
              {current.map((a) => {
                const name = a.childName ?? t('missionCreator.assign.courseName', { name: a.courseName ?? '' });
                return (
                  <li key={a.id} className="flex items-center justify-between gap-2 rounded bg-muted px-3 py-1.5 text-sm">
                    <span>{name}</span>
                    <button
                      type="button"
                      className="rounded p-1 hover:bg-card"
                      aria-label={t('missionCreator.assign.remove', { name })}
                      disabled={unassign.isPending}
                      onClick={() => unassign.mutate(a.id)}
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </DialogContent>
    </DialogRoot>
  );
}
