import { forwardRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';

/** Typing instead of speaking, on wider screens. */
export const TypedQuestion = forwardRef<HTMLInputElement, { busy: boolean; onAsk: (text: string) => void }>(function TypedQuestion({ busy, onAsk }, ref) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed;
    setTyped('');
    onAsk(text);
  };
  return (
    <form onSubmit={submit} className="hidden items-center gap-1 sm:flex">
      <label htmlFor="voice-typed" className="sr-only">
        {t('voice.typeLabel')}
      </label>
      <input
        ref={ref}
        id="voice-typed"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        maxLength={500}
        placeholder={t('voice.typePlaceholder')}
        className="h-9 w-48 rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-2 text-sm text-card-fg placeholder:text-muted-fg"
      />
      <button type="submit" disabled={!typed.trim() || busy} aria-label={t('voice.send')} className="rounded p-2 hover:bg-muted disabled:opacity-50">
        <Send aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
      </button>
    </form>
  );
});
