import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createOverrideSchema, type CreateOverride, type StrugglingRecord } from '@common/contracts/struggling-readers.ts';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useCreateOverride } from '../api/create-override.ts';
import { skillLabel } from '../labels.ts';

/** Changes one standard score of the latest assessment, with a reason; the original is kept and shown beside it. */
export function OverrideForm({ record }: { record: StrugglingRecord }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useCreateOverride(record.id);
  const form = useForm<CreateOverride>({
    resolver: zodResolver(createOverrideSchema),
    defaultValues: { skill: record.weakestSkill ?? 'overall', newValue: record.standardScore ?? 85, reason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({ title: t('strugglingReaders.override.saved'), description: skillLabel(t, values.skill) });
        form.reset({ ...values, reason: '' });
      },
      onError: (error) =>
        toast({
          title: t('strugglingReaders.override.failed'),
          description: error instanceof ApiError ? error.userMessage : error.message,
          variant: 'destructive',
        }),
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3 print:hidden" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {t('strugglingReaders.override.title')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-skill`}>{t('strugglingReaders.override.skill')}</Label>
          <select id={`${id}-skill`} className="h-10 rounded border border-border bg-card px-2 text-card-fg" {...form.register('skill')}>
            <option value="overall">{t('strugglingReaders.override.overall')}</option>
            {Object.keys(record.skills).map((skill) => (
              <option key={skill} value={skill}>
                {skillLabel(t, skill)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-value`}>{t('strugglingReaders.override.value')}</Label>
          <Input
            id={`${id}-value`}
            type="number"
            min={55}
            max={145}
            aria-invalid={!!errors.newValue}
            aria-describedby={errors.newValue ? `${id}-value-error` : undefined}
            {...form.register('newValue', { valueAsNumber: true })}
          />
          <FieldError id={`${id}-value-error`}>{errors.newValue ? t('strugglingReaders.override.valueError') : null}</FieldError>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-reason`}>{t('strugglingReaders.override.reason')}</Label>
        <Textarea
          id={`${id}-reason`}
          aria-invalid={!!errors.reason}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          {...form.register('reason')}
        />
        <FieldError id={`${id}-reason-error`}>{errors.reason ? t('strugglingReaders.override.reasonError') : null}</FieldError>
      </div>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.saving') : t('strugglingReaders.override.submit')}
      </Button>
    </form>
  );
}
