import { useEffect, type RefObject } from 'react';
import type { FieldErrors } from './form-errors.ts';

/** After a failed submit, focus moves to the first field in error, so keyboard and screen-reader users land on it. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: FieldErrors): void {
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
