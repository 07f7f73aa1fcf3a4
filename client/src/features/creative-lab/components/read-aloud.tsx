import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Square, Volume2 } from 'lucide-react';
import type { Picture } from '@common/contracts/creative-lab.ts';
import { Button } from '@/components/ui/button.tsx';
import { speak, stopSpeaking } from '@/lib/speech/speak.ts';
import { storedVolume } from '@/lib/speech/voice-settings.ts';
import { sentencesOf, wordAt, wordsOf } from '../read-along.ts';

/**
 * The story page by page (one part per page, with its picture), read aloud with the word being said highlighted.
 * Each sentence is spoken on its own (the speech service takes 500 characters at a time); the highlight follows how
 * far through the sentence the voice is.
 */
export function ReadAloud({ parts, images, language }: { parts: string[]; images: Picture[]; language: string }) {
  const { t } = useTranslation();
  const [chosenPage, setPage] = useState(0);
  const [reading, setReading] = useState(false);
  const [spoken, setSpoken] = useState<number | null>(null);
  const stopped = useRef(false);
  const last = Math.max(0, parts.length - 1);
  // An edit may leave fewer pages than the one open.
  const page = Math.min(chosenPage, last);
  const current = parts[page] ?? '';
  const words = wordsOf(current);

  useEffect(() => () => stopSpeaking(), []);

  const read = async () => {
    stopped.current = false;
    setReading(true);
    for (const sentence of sentencesOf(current)) {
      if (stopped.current) break;
      await speak(sentence.text, {
        language,
        volume: storedVolume(),
        onProgress: (fraction) => setSpoken(wordAt(words, sentence.start + Math.floor(fraction * sentence.text.length))),
      }).catch((error: unknown) => console.warn('Read aloud failed', error));
    }
    setReading(false);
    setSpoken(null);
  };

  const stop = () => {
    stopped.current = true;
    stopSpeaking();
    setReading(false);
    setSpoken(null);
  };

  return (
    <div className="flex flex-col gap-3">
      {images[page] && (
        <img src={images[page].url} alt={images[page].altText} className="mx-auto aspect-[4/3] w-full max-w-md rounded-md border border-border object-cover" />
      )}
      <p className="text-lg leading-relaxed" data-testid="story-page">
        {words.map((word, i) => (
          <span key={i}>
            <span className={spoken === i ? 'rounded bg-primary text-primary-fg' : undefined} aria-current={spoken === i ? 'true' : undefined}>
              {word.text}
            </span>{' '}
          </span>
        ))}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            stop();
            setPage(page - 1);
          }}
          disabled={page === 0}
          aria-label={t('creativeLab.read.previous')}
        >
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        </Button>
        <span className="text-sm">{t('creativeLab.read.page', { n: page + 1, total: parts.length })}</span>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            stop();
            setPage(page + 1);
          }}
          disabled={page >= last}
          aria-label={t('creativeLab.read.next')}
        >
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Button>
        {reading ? (
          <Button size="sm" variant="secondary" onClick={stop}>
            <Square aria-hidden className="size-4" />
            {t('creativeLab.read.stop')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => void read()}>
            <Volume2 aria-hidden className="size-4" />
            {t('creativeLab.read.start')}
          </Button>
        )}
      </div>
    </div>
  );
}
