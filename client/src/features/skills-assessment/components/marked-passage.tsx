import { useTranslation } from 'react-i18next';
import type { FluencyReading } from '@common/contracts/fluency.ts';
import { cn } from '@/lib/cn.ts';

/**
 * The passage as read, each word marked; a word is a button the adult taps to flip it between right and wrong.
 * Words after where the reading stopped are not read. (A minimal rendering until the fluency lane's shared component
 * in client/src/components/fluency/ lands.)
 */
export function MarkedPassage({ reading, disabled, onFlip }: { reading: FluencyReading; disabled: boolean; onFlip: (index: number) => void }) {
  const { t } = useTranslation();
  const last = reading.lastWordIndex ?? -1;
  return (
    <ol
      aria-label={t('skillsAssessment.fluency.reviewHeading')}
      lang={reading.language}
      dir={reading.language === 'ar' ? 'rtl' : 'ltr'}
      className="flex flex-wrap gap-1.5 text-lg leading-relaxed"
    >
      {reading.words.map((word) => {
        const unread = word.index > last;
        const error = !unread && (word.mark === 'omitted' || word.mark === 'substituted');
        const state = unread ? 'unread' : word.mark;
        return (
          <li key={word.index}>
            <button
              type="button"
              disabled={disabled || unread}
              aria-pressed={error}
              aria-label={`${word.text}: ${t(`skillsAssessment.fluency.marks.${state}`)}`}
              onClick={() => onFlip(word.index)}
              className={cn(
                'rounded px-1.5 py-0.5 underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                unread && 'text-muted-fg',
                error && 'bg-danger text-danger-fg line-through',
                !unread && !error && 'hover:bg-muted',
                word.mark === 'self_corrected' && !unread && 'underline decoration-dotted',
              )}
            >
              {word.text}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
