import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fluencyFigures, type AdjustReading, type FluencyReading, type WordMark } from '@common/contracts/fluency.ts';
import { directionOf } from '@common/domain/languages.ts';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * A fluency reading as the adult sees it (issue 11): the passage with each word marked — colour and a symbol, never
 * colour alone — the figures (WCPM, accuracy, errors), and the recording to listen back. Each word is a toggle
 * button: tapping it (or Enter, Space) flips it between correct and error; in "where the reading stopped" mode, a
 * tap sets the last word read instead. The figures update at once (the same formula as the server's,
 * `fluencyFigures`); the change goes to `onAdjust`, whose answer (the server's reading) replaces the local one.
 *
 * Used by the skills assessment's review; it makes no call itself. The screens using it
 * declare the `fluency` catalogue namespace.
 */

export interface MarkedPassageProps {
  reading: FluencyReading;
  /** Where the recording is played from (GET /api/fluency/readings/:id/audio); no player without it. */
  audioUrl?: string;
  /** Null: read only (no toggles). */
  onAdjust?: ((changes: AdjustReading) => Promise<unknown>) | null;
  /** Shows the 1–5 expression choice (the suggestion pressed until the adult chooses). */
  showExpression?: boolean;
  className?: string;
}

type Shown = WordMark | 'not_read';

const SYMBOL: Record<Shown, string> = { correct: '✓', self_corrected: '↺', omitted: '−', substituted: '✗', not_read: '' };
const TONE: Record<Shown, string> = {
  correct: 'border-success text-fg',
  self_corrected: 'border-primary text-fg',
  omitted: 'border-danger bg-danger/15 text-fg line-through',
  substituted: 'border-danger bg-danger/15 text-fg',
  not_read: 'border-transparent text-muted-fg',
};

function flip(mark: WordMark): WordMark {
  return mark === 'correct' || mark === 'self_corrected' ? 'substituted' : 'correct';
}

export function MarkedPassage({ reading, audioUrl, onAdjust = null, showExpression = false, className }: MarkedPassageProps) {
  const { t, i18n } = useTranslation();
  const [words, setWords] = useState(reading.words);
  const [lastWordIndex, setLastWordIndex] = useState(reading.lastWordIndex);
  const [expression, setExpression] = useState(reading.expression.chosen);
  const [settingEnd, setSettingEnd] = useState(false);
  // The server's answer wins whenever a new reading comes in (state adjusted while rendering, as React advises).
  const [source, setSource] = useState(reading);
  if (source !== reading) {
    setSource(reading);
    setWords(reading.words);
    setLastWordIndex(reading.lastWordIndex);
    setExpression(reading.expression.chosen);
  }

  const figures = useMemo(
    () =>
      fluencyFigures(
        words.map((w) => w.mark),
        lastWordIndex,
        reading.durationSeconds,
      ),
    [words, lastWordIndex, reading.durationSeconds],
  );
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const editable = Boolean(onAdjust);

  /** Sends a change shown at once; refused (onAdjust rejects), the passage goes back to the server's marks. */
  function adjust(changes: AdjustReading) {
    onAdjust?.(changes).catch(() => {
      setWords(reading.words);
      setLastWordIndex(reading.lastWordIndex);
      setExpression(reading.expression.chosen);
    });
  }

  function press(index: number) {
    if (!onAdjust) return;
    if (settingEnd) {
      setLastWordIndex(index);
      setSettingEnd(false);
      adjust({ lastWordIndex: index });
      return;
    }
    setWords((current) => current.map((w) => (w.index === index ? { ...w, mark: flip(w.mark), flipped: !w.flipped } : w)));
    // A word marked wrong by hand was reached (as the server counts it).
    if (lastWordIndex === null || index > lastWordIndex) {
      const word = words[index];
      if (word && (word.mark === 'correct' || word.mark === 'self_corrected')) setLastWordIndex(index);
    }
    adjust({ flips: [index] });
  }

  function choose(score: number) {
    setExpression(score);
    adjust({ expression: score });
  }

  return (
    <section className={cn('space-y-4', className)} aria-label={t('fluency.title')}>
      {reading.notice && (
        <p role="note" className="rounded-md border border-warning bg-warning/15 p-3 text-sm">
          {reading.engine !== 'manual' ? reading.notice : reading.hasAudio ? t('fluency.manualNotice') : t('fluency.byEarNotice')}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-live="polite">
        <Figure label={t('fluency.figures.wcpm')} value={number.format(figures.wcpm)} />
        <Figure label={t('fluency.figures.accuracy')} value={`${number.format(figures.accuracy)} %`} />
        <Figure label={t('fluency.figures.errors')} value={number.format(figures.errors)} />
        <Figure label={t('fluency.figures.wordsRead')} value={number.format(figures.wordsRead)} />
      </dl>

      <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('fluency.legend.label')}>
        {(['correct', 'self_corrected', 'substituted', 'omitted', 'not_read'] as const).map((mark) => (
          <li key={mark} className={cn('rounded border-2 px-2 py-0.5', TONE[mark])}>
            <span aria-hidden="true">{SYMBOL[mark]} </span>
            {t(`fluency.marks.${mark}`)}
          </li>
        ))}
      </ul>

      {editable && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-muted-fg">{settingEnd ? t('fluency.setEndHelp') : t('fluency.flipHelp')}</p>
          <Button size="sm" variant={settingEnd ? 'primary' : 'outline'} aria-pressed={settingEnd} onClick={() => setSettingEnd((v) => !v)}>
            {t('fluency.setEnd')}
          </Button>
        </div>
      )}

      <div
        role="group"
        aria-label={t('fluency.passage')}
        dir={directionOf(reading.language)}
        lang={reading.language}
        className="flex flex-wrap gap-x-1.5 gap-y-2 text-lg leading-relaxed"
      >
        {words.map((word) => {
          const shown: Shown = lastWordIndex === null || word.index > lastWordIndex ? 'not_read' : word.mark;
          const label = t('fluency.wordLabel', {
            number: word.index + 1,
            word: word.text,
            mark: t(`fluency.marks.${shown}`),
            heard: word.heard ?? '',
            context: word.heard && shown === 'substituted' ? 'heard' : undefined,
          });
          const className = cn(
            'inline-flex items-baseline gap-0.5 rounded border-2 px-1',
            TONE[shown],
            word.index === lastWordIndex && 'outline outline-2 outline-offset-2 outline-primary',
          );
          const content = (
            <>
              <span>{word.text}</span>
              {SYMBOL[shown] && (
                <sup aria-hidden="true" className="text-xs">
                  {SYMBOL[shown]}
                </sup>
              )}
            </>
          );
          return editable ? (
            <button
              key={word.index}
              type="button"
              aria-pressed={shown === 'omitted' || shown === 'substituted'}
              aria-label={label}
              className={cn(className, 'focus-visible:ring-2 focus-visible:ring-ring')}
              onClick={() => press(word.index)}
            >
              {content}
            </button>
          ) : (
            <span key={word.index} className={className} aria-label={label} role="img">
              {content}
            </span>
          );
        })}
      </div>

      {showExpression && (
        <div role="group" aria-label={t('fluency.expression.label')} className="flex flex-wrap items-center gap-2">
          <span className="text-sm">{t('fluency.expression.label')}</span>
          {[1, 2, 3, 4, 5].map((score) => {
            const chosen = (expression ?? reading.expression.suggested) === score;
            return (
              <Button key={score} size="sm" variant={chosen ? 'primary' : 'outline'} aria-pressed={chosen} disabled={!editable} onClick={() => choose(score)}>
                {score}
              </Button>
            );
          })}
          <span className="text-sm text-muted-fg">{t('fluency.expression.suggested', { score: reading.expression.suggested })}</span>
        </div>
      )}

      {audioUrl && reading.hasAudio && (
        <figure className="space-y-1">
          <figcaption className="text-sm font-medium">{t('fluency.listen')}</figcaption>
          <audio controls preload="none" src={audioUrl} className="w-full">
            {t('fluency.noAudioSupport')}
          </audio>
        </figure>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-border p-2 text-center">
      <dt className="text-xs text-muted-fg">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  );
}
