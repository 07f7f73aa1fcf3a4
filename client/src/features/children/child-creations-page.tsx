import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowLeft, Eye } from 'lucide-react';
import { storyParts, type Creation } from '@common/contracts/creative-lab.ts';
import { directionOf } from '@common/domain/languages.ts';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { StoryGamePlayer } from '@/components/story-game-player.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useChildCreations } from './api/get-child-creations.ts';

/** A story as its family reads it: each part with its picture, in the story's language and direction. */
function StoryReader({ creation }: { creation: Creation }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" lang={creation.language} dir={directionOf(creation.language)} data-testid="child-story">
      {storyParts(creation.content).map((part, index) => (
        <div key={index} className="flex flex-col gap-2">
          {creation.images[index] && (
            <img
              src={creation.images[index]}
              alt={t('storyGame.picture', { n: index + 1 })}
              className="mx-auto aspect-[4/3] w-full max-w-md rounded-md border border-border object-cover"
            />
          )}
          <p className="text-lg leading-relaxed">{part}</p>
        </div>
      ))}
    </div>
  );
}

/**
 * /my-children/:childId/creations (issue 15): the stories, pictures and games of a child the adult may see (their
 * parents, teachers and administrators; anyone else is told the child is not found), to read and to play.
 */
export default function ChildCreationsPage({ params }: { params: { childId: string } }) {
  const { t, i18n } = useTranslation();
  const creations = useChildCreations(params.childId);
  const [open, setOpen] = useState<Creation | null>(null);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const list = creations.data?.stories ?? [];
  const name = list[0]?.author;

  return (
    <div className="min-h-screen bg-bg pb-28 text-fg">
      <PageHeader title={name ? t('storyGame.family.titleOf', { name }) : t('storyGame.family.title')} subtitle={t('storyGame.family.subtitle')} />
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
        <Link href="/my-children" className="inline-flex items-center gap-2 self-start text-sm font-medium underline">
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('storyGame.family.back')}
        </Link>
        {creations.isError ? (
          <LoadError
            message={t('storyGame.family.loadError')}
            error={creations.error}
            onRetry={() => void creations.refetch()}
            retrying={creations.isFetching}
          />
        ) : !creations.data ? (
          <div role="status" aria-label={t('storyGame.family.loading')} className="grid gap-4 sm:grid-cols-3">
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        ) : list.length === 0 ? (
          <p className="py-8 text-center text-lg">{t('storyGame.family.empty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('storyGame.family.list')}>
            {list.map((creation) => (
              <li key={creation.id} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3" aria-label={creation.title}>
                {creation.thumbnail ? (
                  <img src={creation.thumbnail} alt="" className="aspect-[4/3] w-full rounded-md object-cover" />
                ) : (
                  <div aria-hidden className="aspect-[4/3] w-full rounded-md bg-muted" />
                )}
                <p className="font-semibold">{creation.title}</p>
                <div className="flex items-center gap-2 text-sm text-muted-fg">
                  <Badge tone={creation.type === 'story' ? 'primary' : creation.type === 'game' ? 'success' : 'info'}>
                    {t(`storyGame.family.types.${creation.type}`)}
                  </Badge>
                  <span>{dates.format(new Date(creation.createdAt))}</span>
                </div>
                <Button size="sm" variant="outline" className="self-start" onClick={() => setOpen(creation)}>
                  <Eye aria-hidden className="size-4" />
                  {creation.type === 'game' ? t('storyGame.family.play') : t('storyGame.family.open')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </main>
      <DialogRoot open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        {open && (
          <DialogContent title={open.title} description={t('storyGame.family.by', { author: open.author })} size="lg">
            {open.type === 'game' && open.game ? (
              <StoryGamePlayer game={open.game} language={open.language} />
            ) : open.type === 'art' ? (
              open.thumbnail && <img src={open.thumbnail} alt={open.title} className="mx-auto w-full max-w-lg rounded-md border border-border" />
            ) : (
              <StoryReader creation={open} />
            )}
          </DialogContent>
        )}
      </DialogRoot>
    </div>
  );
}
