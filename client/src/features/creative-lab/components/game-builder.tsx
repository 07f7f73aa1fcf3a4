import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Gamepad2, Pencil, Play, Save } from 'lucide-react';
import type { Creation, Quota } from '@common/contracts/creative-lab.ts';
import { directionOf } from '@common/domain/languages.ts';
import { StoryGamePlayer } from '@/components/story-game-player.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input, Label, Textarea } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { sentenceForChild } from '@/lib/sentence-for-child.ts';
import { useCreations } from '../api/get-creations.ts';
import { useGenerateGame } from '../api/generate-game.ts';
import { useSaveGame } from '../api/save-game.ts';
import { StoryChoice } from './story-choice.tsx';

type Game = { intro: string; question: string; choices: { text: string; ending: string }[] };

/**
 * Game Builder (issue 15): one of the child's saved stories becomes a choose-your-path game (2–3 choices, each with
 * its own ending), which the child can change, play and keep in My Creations; a saved game opened from there is
 * changed the same way.
 */
export function GameBuilder({ opened, onQuota }: { opened: Creation | null; onQuota: (quota: Quota | null) => void }) {
  const { t } = useTranslation();
  const creations = useCreations();
  const generate = useGenerateGame();
  const save = useSaveGame();
  const stories = (creations.data?.stories ?? []).filter((c) => c.type === 'story');
  const [storyId, setStoryId] = useState<string | null>(null);
  const [gameId, setGameId] = useState<string | null>(opened?.id ?? null);
  const [title, setTitle] = useState(opened?.title ?? '');
  const [language, setLanguage] = useState(opened?.language ?? 'en');
  const [game, setGame] = useState<Game | null>(opened?.game ?? null);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const build = (id: string) => {
    setError(null);
    generate.mutate(
      { storyId: id },
      {
        onSuccess: (res) => {
          onQuota(res.quota);
          if (!res.success || !res.game) {
            setError(res.message ?? t('creativeLab.errors.generate'));
            return;
          }
          const story = stories.find((s) => s.id === id);
          setGame(res.game);
          setTitle(res.title);
          setLanguage(story?.language ?? 'en');
          setGameId(null);
          setPlaying(false);
        },
        onError: (e) => {
          console.warn('Game failed', e);
          setError(sentenceForChild(e) ?? t('creativeLab.errors.generate'));
        },
      },
    );
  };

  const keep = () => {
    if (!game) return;
    const body = { id: gameId, storyId: gameId ? null : storyId, title: title.trim(), game };
    save.mutate(body, {
      onSuccess: (res) => {
        setGameId(res.story.id);
        toast({ title: t('creativeLab.game.saved') });
      },
      onError: (e) => {
        console.warn('Game save failed', e);
        toast({ title: sentenceForChild(e) ?? t('creativeLab.game.saveError'), variant: 'destructive' });
      },
    });
  };

  const change = (update: (g: Game) => Game) => setGame((g) => (g ? update(g) : g));
  const complete = game !== null && title.trim() !== '' && game.question.trim() !== '' && game.choices.every((c) => c.text.trim() && c.ending.trim());

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('creativeLab.game.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-fg">{t('creativeLab.game.intro')}</p>
        <StoryChoice stories={stories} loaded={!!creations.data} chosenId={storyId} onChoose={setStoryId} label={t('creativeLab.game.chooseStory')} />
        <Button className="self-start" disabled={!storyId || generate.isPending} onClick={() => storyId && build(storyId)}>
          <Gamepad2 aria-hidden className="size-4" />
          {generate.isPending ? t('creativeLab.game.building') : t('creativeLab.game.build')}
        </Button>
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}

        {game && (
          <div className="flex flex-col gap-4 border-t border-border pt-4">
            <div className="flex flex-wrap gap-2">
              <Button variant={playing ? 'outline' : 'primary'} aria-pressed={!playing} onClick={() => setPlaying(false)}>
                <Pencil aria-hidden className="size-4" />
                {t('creativeLab.game.edit')}
              </Button>
              <Button variant={playing ? 'primary' : 'outline'} aria-pressed={playing} onClick={() => setPlaying(true)} disabled={!complete}>
                <Play aria-hidden className="size-4" />
                {t('creativeLab.game.play')}
              </Button>
            </div>
            {playing ? (
              <StoryGamePlayer game={game} language={language} />
            ) : (
              <div className="flex flex-col gap-3" lang={language} dir={directionOf(language)}>
                <Label htmlFor="game-title">{t('creativeLab.game.name')}</Label>
                <Input id="game-title" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
                <Label htmlFor="game-intro">{t('creativeLab.game.beginning')}</Label>
                <Textarea id="game-intro" value={game.intro} maxLength={1500} rows={4} onChange={(e) => change((g) => ({ ...g, intro: e.target.value }))} />
                <Label htmlFor="game-question">{t('creativeLab.game.question')}</Label>
                <Input id="game-question" value={game.question} maxLength={200} onChange={(e) => change((g) => ({ ...g, question: e.target.value }))} />
                {game.choices.map((c, index) => (
                  <fieldset key={index} className="flex flex-col gap-2 rounded-md border border-border p-3">
                    <legend className="px-1 font-semibold">{t('creativeLab.game.path', { n: index + 1 })}</legend>
                    <Label htmlFor={`game-choice-${index}`}>{t('creativeLab.game.choice', { n: index + 1 })}</Label>
                    <Input
                      id={`game-choice-${index}`}
                      value={c.text}
                      maxLength={120}
                      onChange={(e) => change((g) => ({ ...g, choices: g.choices.map((x, i) => (i === index ? { ...x, text: e.target.value } : x)) }))}
                    />
                    <Label htmlFor={`game-ending-${index}`}>{t('creativeLab.game.ending', { n: index + 1 })}</Label>
                    <Textarea
                      id={`game-ending-${index}`}
                      value={c.ending}
                      maxLength={1500}
                      rows={3}
                      onChange={(e) => change((g) => ({ ...g, choices: g.choices.map((x, i) => (i === index ? { ...x, ending: e.target.value } : x)) }))}
                    />
                  </fieldset>
                ))}
              </div>
            )}
            <Button className="self-start" onClick={keep} disabled={!complete || save.isPending}>
              <Save aria-hidden className="size-4" />
              {save.isPending ? t('creativeLab.saving') : gameId ? t('creativeLab.game.update') : t('creativeLab.game.save')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
