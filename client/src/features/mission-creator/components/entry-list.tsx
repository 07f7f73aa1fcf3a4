import { useId, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addEntry } from '@common/contracts/mission-creator.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';

/**
 * A list of short texts (objectives, tags): type and press Enter or the add button; each entry has a remove
 * button. Entries are trimmed and empty ones ignored; with `unique`, a repeat is refused with a note.
 */
export function EntryList({
  items,
  onChange,
  label,
  addLabel,
  removeLabel,
  emptyText,
  duplicateText,
  unique = false,
  maxLength,
  maxCount,
  lang,
  dir,
}: {
  items: string[];
  onChange: (items: string[]) => void;
  label: string;
  addLabel: string;
  removeLabel: (item: string) => string;
  emptyText: string;
  duplicateText?: string;
  unique?: boolean;
  maxLength: number;
  maxCount: number;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const full = items.length >= maxCount;

  const add = () => {
    const next = addEntry(items, value, { unique });
    if (next.length === items.length && value.trim()) {
      setDuplicate(unique);
      return;
    }
    onChange(next);
    setValue('');
    setDuplicate(false);
  };

  return (
    <div className="space-y-3">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          lang={lang}
          dir={dir}
          maxLength={maxLength}
          disabled={full}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setDuplicate(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={full}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {addLabel}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-fg">
        {full ? t('missionCreator.entries.full', { count: maxCount }) : t('missionCreator.entries.hint')}
      </p>
      {duplicate && duplicateText && (
        <p role="alert" className="text-sm text-danger">
          {duplicateText}
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-muted-fg">{emptyText}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" lang={lang} dir={dir}>
          {items.map((item) => (
            <li key={item} className="inline-flex items-center gap-1 rounded-full bg-muted py-1 ps-3 pe-1 text-sm">
              <span>{item}</span>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-card"
                aria-label={removeLabel(item)}
                onClick={() => onChange(items.filter((other) => other !== item))}
              >
                <X aria-hidden="true" className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
