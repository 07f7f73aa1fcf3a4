import { useId } from 'react';

/**
 * A labelled on/off switch. The label is a real <label>, so clicking it toggles and screen readers name it.
 *
 * A native checkbox with the switch role: Space toggles it, forms and assistive technology know it, and it draws
 * in one pass (issue 16: a script-driven switch measured its size and re-rendered after mounting, twice per
 * screen holding eight of them, before the screen's text was painted).
 *
 * Its outline and its knob stand out at 3:1 or more in every theme, on or off (WCAG 1.4.11): off, a text-grey ring and
 * knob on the muted track; on, the primary track with a knob in the colour of text on primary.
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
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full border-2 border-muted-fg bg-muted checked:border-primary checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute start-1 top-1 h-4 w-4 rounded-full bg-muted-fg transition-transform peer-checked:translate-x-5 peer-checked:bg-primary-fg peer-disabled:opacity-60 rtl:peer-checked:-translate-x-5"
        />
      </span>
    </div>
  );
}
