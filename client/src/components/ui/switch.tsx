import { useId } from 'react';

/**
 * A labelled on/off switch. The label is a real <label>, so clicking it toggles and screen readers name it.
 *
 * A native checkbox with the switch role: Space toggles it, forms and assistive technology know it, and it draws
 * in one pass (issue 16: a script-driven switch measured its size and re-rendered after mounting, twice per
 * screen holding eight of them, before the screen's text was painted).
 */
export function Switch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {description && <p className="text-sm text-muted-fg">{description}</p>}
      </div>
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onCheckedChange?.(event.target.checked)}
          disabled={disabled}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full border-2 border-border bg-muted checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute start-0.5 top-0.5 h-5 w-5 rounded-full bg-card shadow transition-transform peer-checked:translate-x-5 peer-disabled:opacity-60 rtl:peer-checked:-translate-x-5"
        />
      </span>
    </div>
  );
}
