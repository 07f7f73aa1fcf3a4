import { useId, type ComponentProps } from 'react';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';

/**
 * A labelled input with an optional hint and an error, both tied to the input for screen readers. Takes what
 * react-hook-form's `register` returns, ref included, so the form can focus it; or an `id`, for a form that focuses
 * its first wrong field by id.
 */
export function TextField({ label, hint, error, ...input }: ComponentProps<'input'> & { label: string; hint?: string; error?: string | null }) {
  const generated = useId();
  const id = input.id ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input {...input} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className="aria-[invalid=true]:border-danger" />
      {hint && (
        <p id={hintId} className="text-xs text-muted-fg">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
