import { Button } from '@/components/ui/button.tsx';

/** What a paged list's query (TanStack's infinite query) tells "Show more". */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The screen's own words: a list of readers and a list of audit entries count and fail in different words. */
export interface ShowMoreWords {
  /** How many are shown, read out as the list grows. */
  shown: string;
  more: string;
  loading: string;
  error: string;
}

/**
 * The foot of a list that comes a page at a time: how many are shown, "Show more" while there are more, and why more
 * did not come. The button stays focusable while the page loads (a disabled button drops the keyboard's focus to the
 * page's start) and a second press then asks for nothing; `onMore` runs before the page is asked for, so a screen can
 * move focus to the first new row once it arrives.
 */
export function ShowMore({ pages, words, onMore }: { pages: MorePages; words: ShowMoreWords; onMore?: () => void }) {
  const loading = pages.isFetchingNextPage;
  return (
    <div className="flex flex-col items-center gap-2">
      <p role="status" className="text-sm text-muted-fg">
        {words.shown}
      </p>
      {pages.hasNextPage && (
        <Button
          variant="outline"
          onClick={() => {
            if (loading) return;
            onMore?.();
            void pages.fetchNextPage();
          }}
          aria-disabled={loading}
          aria-busy={loading}
        >
          {loading ? words.loading : words.more}
        </Button>
      )}
      {pages.isFetchNextPageError && (
        <p role="alert" className="text-sm font-medium">
          {words.error}
        </p>
      )}
    </div>
  );
}
