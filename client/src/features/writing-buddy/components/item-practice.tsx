import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PracticeLanguageSelect } from '@/components/practice/language-select.tsx';
import { LoadState } from '@/components/practice/load-state.tsx';
import { PracticeStepper } from '@/components/practice/stepper.tsx';
import type { WritingLanguage } from '../api/types.ts';
import { WRITING_LANGUAGES, clampIndex } from '../writing-model.ts';
import { PracticePad } from './practice-pad.tsx';

/** How each kind of item is asked for: a letter shown large, a word or sentence smaller and wrapping. */
const PROMPTS = {
  letter: { text: 'writingBuddy.letters.write', className: 'text-6xl font-bold leading-tight' },
  word: { text: 'writingBuddy.words.write', className: 'text-2xl font-bold leading-snug break-words' },
} as const;

/**
 * A tab of items to write, letters or words: the writing language, previous and next around the item, then the
 * pad with the tab's own cards. While the items load, or when they could not be loaded, the same controls stay
 * above the load state, so the child can change language or try another difficulty.
 */
export function ItemPractice({
  type,
  items,
  index,
  onIndexChange,
  language,
  onLanguageChange,
  loadError,
  onRetry,
  controls,
  aside,
}: {
  type: 'letter' | 'word';
  /** Empty while loading or after a failed load. */
  items: readonly string[];
  /** May be past the end of a list that got shorter; the last item is shown then. */
  index: number;
  onIndexChange: (index: number) => void;
  language: WritingLanguage;
  onLanguageChange: (language: WritingLanguage) => void;
  loadError: boolean;
  onRetry: () => void;
  /** Shown above the language (the difficulty for words). */
  controls?: ReactNode;
  /** The cards beside the pad for the item shown. */
  aside: (item: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const current = clampIndex(index, items.length);
  const item = items[current];
  const prompt = PROMPTS[type];

  const heading = (
    <div className="space-y-3">
      {controls}
      <PracticeLanguageSelect
        label={t('writingBuddy.writingLanguage')}
        languages={WRITING_LANGUAGES}
        value={language}
        onChange={onLanguageChange}
        className="min-w-44"
      />
      {item !== undefined && (
        <PracticeStepper
          index={current}
          total={items.length}
          onChange={onIndexChange}
          previousLabel={t('writingBuddy.navigation.previous')}
          nextLabel={t('writingBuddy.navigation.next')}
          counterLabel={t('writingBuddy.navigation.counter', { index: Math.min(current + 1, items.length), total: items.length })}
        >
          <p className="text-sm text-muted-fg">{t(prompt.text)}</p>
          <p lang={language} dir="auto" className={prompt.className} aria-live="polite">
            {item}
          </p>
        </PracticeStepper>
      )}
    </div>
  );

  if (item === undefined) {
    return (
      <div className="space-y-4">
        {heading}
        <LoadState error={loadError} onRetry={onRetry} message={t('writingBuddy.errors.content')} retryLabel={t('writingBuddy.errors.retry')} shape="canvas" />
      </div>
    );
  }
  return <PracticePad type={type} target={item} language={language} heading={heading} aside={aside(item)} />;
}
