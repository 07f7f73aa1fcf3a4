import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { CONTENT_PREVIEW_LENGTH } from '@common/contracts/parenting-plans.ts';
import type { PlanActivity } from '@common/contracts/ai.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';

/** The first 120 characters of an activity's content (spec 002 §9), cut at a word when one ends near the limit. */
export function preview(content: string): string {
  if (content.length <= CONTENT_PREVIEW_LENGTH) return content;
  const cut = content.slice(0, CONTENT_PREVIEW_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > CONTENT_PREVIEW_LENGTH * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Everything about one activity: what to do, how to guide it, what it brings, what it needs. */
export function ActivityContentDialog({ activity, open, onOpenChange }: { activity: PlanActivity; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={activity.title} description={activity.description} size="md">
        <div className="space-y-4 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone="outline">{t(`parentingPlans.activityTypes.${activity.type}`)}</Badge>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {t('parentingPlans.minutes', { count: activity.duration })}
            </span>
          </p>
          {activity.content && (
            <section>
              <h3 className="font-semibold">{t('parentingPlans.activity.content')}</h3>
              <p className="whitespace-pre-line">{activity.content}</p>
            </section>
          )}
          <section>
            <h3 className="font-semibold">{t('parentingPlans.activity.guidance')}</h3>
            <p>{activity.parentGuidance}</p>
          </section>
          <section>
            <h3 className="font-semibold">{t('parentingPlans.activity.outcome')}</h3>
            <p>{activity.expectedOutcome}</p>
          </section>
          {activity.materials.length > 0 && (
            <section>
              <h3 className="font-semibold">{t('parentingPlans.activity.materials')}</h3>
              <ul className="list-disc ps-5">
                {activity.materials.map((material, i) => (
                  <li key={i}>{material}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

/** One activity in a day: title, type, time, description, a preview of its content, the full content, and a tick. */
export function ActivityItem({
  activity,
  done,
  onDoneChange,
}: {
  activity: PlanActivity;
  done?: boolean;
  /** Without it the activity cannot be ticked (a plan not saved yet). `undo` takes back a tick the server refused. */
  onDoneChange?: (done: boolean, undo: () => void) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  // The tick shows at once; once the saved plan says otherwise (its `done` changed), the plan is right again.
  const [ticked, setTicked] = useState<{ value: boolean; over: boolean | undefined } | null>(null);
  const shown = ticked && ticked.over === done ? ticked.value : (done ?? false);
  return (
    <li className="space-y-2 rounded-card border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h5 id={`${id}-title`} className="font-semibold">
          {activity.title}
        </h5>
        <span className="flex items-center gap-2 text-sm">
          <Badge tone="outline">{t(`parentingPlans.activityTypes.${activity.type}`)}</Badge>
          <span className="inline-flex items-center gap-1 text-muted-fg">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {t('parentingPlans.minutes', { count: activity.duration })}
          </span>
        </span>
      </div>
      <p className="text-sm">{activity.description}</p>
      {activity.content && <p className="text-sm text-muted-fg">{preview(activity.content)}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-describedby={`${id}-title`}>
          {t('parentingPlans.activity.viewFull')}
        </Button>
        {onDoneChange && (
          <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={shown}
              onChange={(event) => {
                setTicked({ value: event.target.checked, over: done });
                onDoneChange(event.target.checked, () => setTicked(null));
              }}
              aria-describedby={`${id}-title`}
            />
            {t('parentingPlans.activity.done')}
          </label>
        )}
      </div>
      <ActivityContentDialog activity={activity} open={open} onOpenChange={setOpen} />
    </li>
  );
}
