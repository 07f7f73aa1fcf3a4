import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { storyParts, type Creation } from '@common/contracts/creative-lab.ts';
import { LoadError } from '@/components/load-error.tsx';
import { StoryGamePlayer } from '@/components/story-game-player.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCreations } from '../api/get-creations.ts';
import { useDeleteStory } from '../api/delete-story.ts';
import { ReadAloud } from './read-aloud.tsx';

/** My Creations (spec 001 §2): loaded on open; empty state, or a grid with View, Edit and Delete. */
export function MyCreations({ onCreateFirst, onEdit }: { onCreateFirst: () => void; onEdit: (creation: Creation) => void }) {
  const { t, i18n } = useTranslation();
  const creations = useCreations();
  const remove = useDeleteStory();
  const [deleting, setDeleting] = useState<Creation | null>(null);
  const [viewing, setViewing] = useState<Creation | null>(null);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('creativeLab.creations.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {creations.isError ? (
          <LoadError
            message={t('creativeLab.creations.loadError')}
            error={creations.error}
            onRetry={() => void creations.refetch()}
            retrying={creations.isFetching}
          />
        ) : !creations.data ? (
          <div role="status" aria-label={t('creativeLab.creations.loading')} className="grid gap-4 sm:grid-cols-3">
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        ) : creations.data.stories.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <p className="text-lg font-medium">{t('creativeLab.creations.empty')}</p>
            <Button onClick={onCreateFirst}>{t('creativeLab.creations.createFirst')}</Button>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('creativeLab.creations.title')}>
            {creations.data.stories.map((creation) => (
              <li key={creation.id} className="flex flex-col gap-2 rounded-lg border border-border p-3" aria-label={creation.title}>
                {creation.thumbnail ? (
                  <img src={creation.thumbnail} alt="" className="aspect-[4/3] w-full rounded-md object-cover" />
                ) : (
                  <div aria-hidden className="aspect-[4/3] w-full rounded-md bg-muted" />
                )}
                <p className="font-semibold">{creation.title}</p>
                <div className="flex items-center gap-2 text-sm text-muted-fg">
                  <Badge tone={creation.type === 'story' ? 'primary' : creation.type === 'game' ? 'success' : 'info'}>
                    {t(`creativeLab.types.${creation.type}`)}
                  </Badge>
                  <span>{dates.format(new Date(creation.createdAt))}</span>
                  {creation.sharedAt && <Badge tone="success">{t('creativeLab.creations.shared')}</Badge>}
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" disabled={creation.type === 'art'} onClick={() => setViewing(creation)}>
                    <Eye aria-hidden className="size-4" />
                    {t('creativeLab.creations.view')}
                  </Button>
                  <Button size="sm" variant="outline" disabled={creation.type === 'art'} onClick={() => onEdit(creation)}>
                    <Pencil aria-hidden className="size-4" />
                    {t('creativeLab.creations.edit')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDeleting(creation)}>
                    <Trash2 aria-hidden className="size-4" />
                    {t('creativeLab.creations.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('creativeLab.creations.deleteTitle')}
        description={t('creativeLab.creations.deleteConfirm')}
        confirmLabel={t('creativeLab.creations.delete')}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            onError: (error) => console.warn('Delete failed', error),
          });
        }}
      />
      <DialogRoot open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        {viewing && (
          <DialogContent title={viewing.title} description={t('creativeLab.creations.byAuthor', { author: viewing.author })} size="lg">
            {viewing.game ? (
              <StoryGamePlayer game={viewing.game} language={viewing.language} />
            ) : (
              <ReadAloud
                parts={storyParts(viewing.content)}
                images={viewing.images.map((url) => ({ url, altText: viewing.title }))}
                language={viewing.language}
              />
            )}
          </DialogContent>
        )}
      </DialogRoot>
    </Card>
  );
}
