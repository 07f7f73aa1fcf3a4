import { useId } from 'react';

/** A link shown once to the administrator, selectable to copy, left to right in every language. */
export function ShownLink({ label, link, note }: { label: string; link: string; note: string }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={link}
        dir="ltr"
        onFocus={(e) => e.currentTarget.select()}
        className="w-full rounded border border-border bg-muted px-2 py-1 font-mono text-sm"
      />
      <p className="text-xs text-muted-fg">{note}</p>
    </div>
  );
}
