import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Square, Volume2 } from 'lucide-react';
import type { Picture } from '@common/contracts/creative-lab.ts';
import { Button } from '@/components/ui/button.tsx';
import { useReadAloud } from '../use-read-aloud.ts';
import type { Word } from '../read-along.ts';

/** The words of a page, the one being said highlighted. */
export function SpokenWords({ words, spoken }: { words: Word[]; spoken: number | null }) {
  return words.map((word, i) => (
    <span key={i}>
      <span className={spoken === i ? 'rounded bg-primary text-primary-fg' : undefined} aria-current={spoken === i ? 'true' : undefined}>
        {word.text}
      </span>{' '}
    </span>
  ));
}

/**
 * The story page by page (one part per page, with its picture), read aloud with the word being said highlighted.
 */
export function ReadAloud({ parts, images, language }: { parts: string[]; images: Picture[]; language: string }) {
  const { t } = useTranslation();
  const [chosenPage, setPage] = useState(0);
  const last = Math.max(0, parts.length - 1);
  // An edit may leave fewer pages than the one open.
  const page = Math.min(chosenPage, last);
  const current = parts[page] ?? '';
  const { words, spoken, reading, read, stop } = useReadAloud(current, language);

  return (
    <div className="flex flex-col gap-3">
      {images[page] && (
        <img src={images[page].url} alt={images[page].altText} className="mx-auto aspect-[4/3] w-full max-w-md rounded-md border border-border object-cover" />
      )}
      <p className="text-lg leading-relaxed" data-testid="story-page">
        <SpokenWords words={words} spoken={spoken} />
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
