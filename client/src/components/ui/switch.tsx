import { Switch as RadixSwitch } from 'radix-ui';
import { useId } from 'react';

/** A labelled on/off switch. The label is a real <label>, so clicking it toggles and screen readers name it. */
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
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="relative h-6 w-11 shrink-0 rounded-full border-2 border-border bg-muted data-[state=checked]:bg-primary disabled:opacity-60"
      >
        <RadixSwitch.Thumb className="block h-5 w-5 rounded-full bg-card shadow transition-transform translate-x-0 data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
      </RadixSwitch.Root>
    </div>
  );
}
