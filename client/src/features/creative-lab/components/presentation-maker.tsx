import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Presentation, Square, Volume2 } from 'lucide-react';
import { storyParts, type Creation } from '@common/contracts/creative-lab.ts';
import { directionOf, isRtl } from '@common/domain/languages.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { useCreations } from '../api/get-creations.ts';
import { useReadAloud } from '../use-read-aloud.ts';
import { SpokenWords } from './read-aloud.tsx';
import { StoryChoice } from './story-choice.tsx';

/**
 * The slides of a story: a title slide, then one slide per part with its picture, each read aloud with the words
 * highlighted. Full screen; the arrow keys move between slides (in the story's reading direction) and Escape closes.
 */
export function StorySlides({ story, onClose }: { story: Creation; onClose: () => void }) {
  const { t } = useTranslation();
  const parts = storyParts(story.content);
  const [slide, setSlide] = useState(0);
  const total = parts.length + 1;
  const text = slide === 0 ? story.title : (parts[slide - 1] ?? '');
  const picture = slide === 0 ? story.images[0] : story.images[slide - 1];
  const { words, spoken, reading, read, stop } = useReadAloud(text, story.language);
  const rtl = isRtl(story.language);

  const go = (to: number) => {
    if (to < 0 || to >= total) return;
    stop();
    setSlide(to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward || event.key === 'PageDown') go(slide + 1);
    else if (event.key === back || event.key === 'PageUp') go(slide - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(total - 1);
    else return;
    event.preventDefault();
  };

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (open) return;
        stop();
        onClose();
      }}
    >
      <DialogContent title={t('creativeLab.present.dialogTitle', { title: story.title })} description={t('creativeLab.present.keys')} size="full">
        {/* The keys work wherever the focus is inside the slides. */}
        <div
          className="flex min-h-[75dvh] flex-col items-center justify-center gap-6"
          onKeyDown={onKeyDown}
          lang={story.language}
          dir={directionOf(story.language)}
          data-testid="slides"
        >
          <p className="text-sm text-muted-fg" aria-live="polite">
            {t('creativeLab.present.slide', { n: slide + 1, total })}
          </p>
          {picture && (
            <img
              src={picture}
              alt={t('creativeLab.pictures.alt', { n: slide === 0 ? 1 : slide })}
              className="max-h-[50dvh] w-auto max-w-full rounded-md border border-border object-contain"
            />
          )}
          {slide === 0 ? (
            <div className="text-center">
              <p className="text-4xl font-bold" data-testid="slide-text">
                <SpokenWords words={words} spoken={spoken} />
              </p>
              <p className="mt-2 text-xl">{t('creativeLab.creations.byAuthor', { author: story.author })}</p>
            </div>
          ) : (
            <p className="max-w-4xl text-2xl leading-relaxed" data-testid="slide-text">
              <SpokenWords words={words} spoken={spoken} />
            </p>
          )}
          <div className="flex flex-wrap items-center justify-center gap-3">
            <Button variant="outline" onClick={() => go(slide - 1)} disabled={slide === 0} aria-label={t('creativeLab.present.previous')}>
              <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
            </Button>
            {reading ? (
              <Button variant="secondary" onClick={stop}>
                <Square aria-hidden className="size-4" />
                {t('creativeLab.read.stop')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => void read()}>
                <Volume2 aria-hidden className="size-4" />
                {t('creativeLab.read.start')}
              </Button>
            )}
            <Button variant="outline" onClick={() => go(slide + 1)} disabled={slide >= total - 1} aria-label={t('creativeLab.present.next')}>
              <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
            </Button>
          </div>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

/** Presentation Maker (issue 15): one of the child's saved stories as full-screen slides with its pictures. */
export function PresentationMaker() {
  const { t } = useTranslation();
  const creations = useCreations();
  const stories = (creations.data?.stories ?? []).filter((c) => c.type === 'story');
  const [storyId, setStoryId] = useState<string | null>(null);
  const [presenting, setPresenting] = useState<Creation | null>(null);
  const chosen = stories.find((s) => s.id === storyId) ?? null;

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('creativeLab.present.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-fg">{t('creativeLab.present.intro')}</p>
        <StoryChoice stories={stories} loaded={!!creations.data} chosenId={storyId} onChoose={setStoryId} label={t('creativeLab.present.chooseStory')} />
        <Button className="self-start" disabled={!chosen} onClick={() => setPresenting(chosen)}>
          <Presentation aria-hidden className="size-4" />
          {t('creativeLab.present.start')}
        </Button>
      </CardContent>
      {presenting && <StorySlides story={presenting} onClose={() => setPresenting(null)} />}
    </Card>
  );
}
