import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A choice among a few options: the browser's own select, styled as the app's fields. It needs no script to open,
 * so it costs a screen nothing before its first paint (a Radix select and its positioning code were 15 KB of
 * compressed script on every screen that shows one, issue 16), and phones and tablets open their native picker.
 * Nothing chosen yet (a value none of the options has) reads "Choose…": a browser shows the first option otherwise,
 * which looks chosen and cannot be chosen (picking it changes nothing), so a form asking for it could not be sent.
 */
export function Select({
  value,
  onValueChange,
  options,
  label,
  className,
  id,
}: {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Accessible name of the select. */
  label: string;
  className?: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const chosen = options.some((option) => option.value === value);
  return (
    <span className={cn('relative inline-flex h-10 items-center', className)}>
      <select
        id={id}
        aria-label={label}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="h-full w-full min-w-0 cursor-pointer appearance-none truncate rounded-[calc(var(--radius)*0.75)] border border-border bg-card ps-3 pe-9 text-card-fg"
      >
        {!chosen && (
          <option value={value} disabled>
            {t('common.choose')}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-3 h-4 w-4" />
    </span>
  );
}
