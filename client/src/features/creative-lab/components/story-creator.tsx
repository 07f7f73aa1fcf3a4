import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, Download, ImagePlus, Mic, Share2, Sparkles, Square, Wand2 } from 'lucide-react';
import { storyParts, type Creation, type Picture, type Quota } from '@common/contracts/creative-lab.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input, Label, Textarea } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { sentenceForChild } from '@/lib/sentence-for-child.ts';
import { useGenerateStory } from '../api/generate-story.ts';
import { useGenerateIllustration } from '../api/generate-illustration.ts';
import { useSaveStory } from '../api/save-story.ts';
import { useShareStory } from '../api/share-story.ts';
import { useTranscribeAudio } from '../api/transcribe-audio.ts';
import { useIdeaRecorder } from '../use-idea-recorder.ts';
import { Illustrations } from './illustrations.tsx';
import { ReadAloud } from './read-aloud.tsx';

export const SAMPLE_PROMPTS = ['forest', 'inventor', 'candy', 'dragon', 'earth'] as const;

/** What the creator works on: a new story, or a saved one being edited (id set). */
export interface Draft {
  id: string | null;
  prompt: string;
  title: string;
  content: string;
  images: Picture[];
}

export const emptyDraft = (): Draft => ({ id: null, prompt: '', title: '', content: '', images: [] });

export function draftOf(creation: Creation): Draft {
  return {
    id: creation.id,
    prompt: '',
    title: creation.title,
    content: creation.content,
    images: creation.images.map((url) => ({ url, altText: creation.title })),
  };
}

/** A message for the child from a failed call: the server's own kind sentence (refusal, quota), else the spec's. */
export function StoryCreator({
  draft,
  onDraftChange,
  quota,
  onQuota,
}: {
  draft: Draft;
  onDraftChange: (draft: Draft) => void;
  quota: Quota | null;
  onQuota: (quota: Quota | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const generate = useGenerateStory();
  const illustrate = useGenerateIllustration();
  const save = useSaveStory();
  const share = useShareStory();
  const transcribe = useTranscribeAudio();
  const [editing, setEditing] = useState(false);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [voiceMessage, setVoiceMessage] = useState<string | null>(null);
  // The latest draft for callbacks that finish after a re-render (a transcript arriving, a story coming back).
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  const hasStory = draft.content.trim().length > 0;
  const hasPrompt = draft.prompt.trim().length > 0;

  const runGenerate = async (prompt: string) => {
    setGenerateError(null);
    try {
      const result = await generate.mutateAsync({ prompt, type: 'story', language });
      onQuota(result.quota);
      if (!result.success) return setGenerateError(result.content);
      onDraftChange({ ...draftRef.current, prompt, content: result.content, title: draftRef.current.title || result.title, images: [] });
      setEditing(false);
      if (result.warning) toast({ title: result.warning });
    } catch (error) {
      setGenerateError(sentenceForChild(error) ?? t('creativeLab.errors.generate'));
    }
  };

  const recorder = useIdeaRecorder({
    onRecorded: async (audio) => {
      setVoiceMessage(null);
      try {
        const result = await transcribe.mutateAsync({ audio, language });
        onDraftChange({ ...draftRef.current, prompt: result.text });
        // The spoken idea becomes the prompt and the story starts by itself (spec 001 §4).
        await runGenerate(result.text);
      } catch (error) {
        const typeInstead = error instanceof ApiError && error.body?.code === 'no_engine_for_language';
        setVoiceMessage(typeInstead ? t('creativeLab.voice.typeInstead') : (sentenceForChild(error) ?? t('creativeLab.errors.transcribe')));
      }
    },
    onMicrophoneError: () => setVoiceMessage(t('creativeLab.errors.microphone')),
  });

  const runIllustrate = async () => {
    try {
      const result = await illustrate.mutateAsync({ storyText: draft.content, prompt: draft.prompt, language, type: 'story' });
      onQuota(result.quota);
      onDraftChange({ ...draftRef.current, images: result.images });
    } catch (error) {
      // Spec 001 §8: illustration failures are only logged; a refusal or the quota is still the child's to read.
      console.warn('Illustration failed', error);
      const sentence = sentenceForChild(error);
      if (sentence) toast({ title: sentence, variant: 'destructive' });
    }
  };

  const runSave = async () => {
    const content = (draft.content || draft.prompt).trim();
    if (!content) return;
    try {
      const result = await save.mutateAsync({
        id: draft.id,
        title: draft.title.trim(),
        content,
        images: draft.images.map((p) => p.url),
        type: 'story',
        language,
      });
      onDraftChange({ ...draftRef.current, id: result.story.id, content });
      toast({ title: t('creativeLab.saved') });
    } catch (error) {
      console.warn('Save failed', error);
      toast({ title: t('creativeLab.errors.save'), variant: 'destructive' });
    }
  };

  const runShare = async () => {
    if (!draft.id) return;
    try {
      await share.mutateAsync(draft.id);
      toast({ title: t('creativeLab.shared') });
    } catch (error) {
      console.warn('Share failed', error);
    }
  };

  const busy = generate.isPending || transcribe.isPending;
  const parts = storyParts(draft.content);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <Card>
          <CardHeader>
            <CardTitle level={3}>{t('creativeLab.howTo.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-3 sm:grid-cols-3">
              {(['speak', 'magic', 'pictures'] as const).map((step, i) => (
                <li key={step} className="rounded-lg bg-muted p-3 text-sm">
                  <p className="font-semibold">
                    {i + 1}. {t(`creativeLab.howTo.${step}.title`)}
                  </p>
                  <p className="text-muted-fg">{t(`creativeLab.howTo.${step}.text`)}</p>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>

        <Card>
          <CardContent className="flex flex-col gap-4 pt-6">
            <div className="flex flex-wrap items-center gap-3">
              {recorder.recording ? (
                <Button variant="danger" onClick={() => recorder.stop()}>
                  <Square aria-hidden className="size-4" />
                  {t('creativeLab.voice.stop')}
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => void recorder.start()} disabled={busy}>
                  <Mic aria-hidden className="size-4" />
                  {t('creativeLab.voice.start')}
                </Button>
              )}
              {recorder.recording && (
                <p role="status" className="flex items-center gap-2 text-sm font-medium">
                  <span aria-hidden className="size-3 animate-pulse rounded-full bg-danger" />
                  {t('creativeLab.voice.listening')}
                </p>
              )}
              {busy && (
                <p role="status" className="text-sm font-medium">
                  {t('creativeLab.creating')}
                </p>
              )}
            </div>
            {voiceMessage && (
              <p role="alert" className="rounded-md bg-warning p-2 text-sm text-warning-fg">
                {voiceMessage}
              </p>
            )}

            <Label htmlFor="story-idea">{t('creativeLab.idea.label')}</Label>
            <Textarea
              id="story-idea"
              className="min-h-28"
              placeholder={t('creativeLab.idea.placeholder')}
              value={draft.prompt}
              maxLength={1000}
              onChange={(e) => onDraftChange({ ...draft, prompt: e.target.value })}
            />
            <div className="flex flex-wrap gap-2" role="group" aria-label={t('creativeLab.idea.samples')}>
              {SAMPLE_PROMPTS.map((key) => (
                <Button key={key} size="sm" variant="outline" onClick={() => onDraftChange({ ...draft, prompt: t(`creativeLab.samples.${key}`) })}>
                  {t(`creativeLab.samples.${key}`)}
                </Button>
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={() => void runGenerate(draft.prompt.trim())} disabled={generate.isPending || !hasPrompt}>
                <Wand2 aria-hidden className="size-4" />
                {generate.isPending ? t('creativeLab.generating') : t('creativeLab.generate')}
              </Button>
              <Button variant="secondary" onClick={() => void runIllustrate()} disabled={illustrate.isPending || (!hasStory && !hasPrompt)}>
                <ImagePlus aria-hidden className="size-4" />
                {illustrate.isPending ? t('creativeLab.drawing') : t('creativeLab.addPictures')}
              </Button>
              {quota && quota.remaining !== null && (
                <p className="text-sm text-muted-fg">{t('creativeLab.quota', { count: quota.remaining, limit: quota.limit })}</p>
              )}
            </div>
            {generateError && (
              <p role="alert" className="text-sm text-danger">
                {generateError}
              </p>
            )}
          </CardContent>
        </Card>
      </div>

      <div className="flex flex-col gap-4">
        <Card>
          <CardContent className="flex flex-col gap-2 pt-6">
            <Label htmlFor="story-title">{t('creativeLab.title.label')}</Label>
            <Input id="story-title" value={draft.title} maxLength={120} onChange={(e) => onDraftChange({ ...draft, title: e.target.value })} />
          </CardContent>
        </Card>

        {hasStory && (
          <Card>
            <CardHeader className="flex flex-row items-center justify-between gap-2">
              <CardTitle level={3}>
                <BookOpen aria-hidden className="me-2 inline size-5" />
                {t('creativeLab.preview.title')}
              </CardTitle>
              <Button size="sm" variant="outline" onClick={() => setEditing(!editing)}>
                {editing ? t('creativeLab.preview.saveChanges') : t('creativeLab.preview.edit')}
              </Button>
            </CardHeader>
            <CardContent>
              {editing ? (
                <Textarea
                  aria-label={t('creativeLab.preview.editLabel')}
                  className="min-h-64"
                  value={draft.content}
                  maxLength={6000}
                  onChange={(e) => onDraftChange({ ...draft, content: e.target.value })}
                />
              ) : (
                <ReadAloud parts={parts} images={draft.images} language={language} />
              )}
            </CardContent>
          </Card>
        )}

        {draft.images.length > 0 ? (
          <Illustrations images={draft.images} />
        ) : (
          hasStory && (
            <button
              type="button"
              className="flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border p-6 text-muted-fg hover:bg-muted disabled:opacity-50"
              onClick={() => void runIllustrate()}
              disabled={illustrate.isPending}
            >
              <Sparkles aria-hidden className="size-6" />
              {illustrate.isPending ? t('creativeLab.drawing') : t('creativeLab.addPicturesArea')}
            </button>
          )
        )}

        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void runSave()} disabled={save.isPending || (!hasStory && !hasPrompt) || !draft.title.trim()}>
            {save.isPending ? t('creativeLab.saving') : draft.id ? t('creativeLab.update') : t('creativeLab.save')}
          </Button>
          {draft.id && (
            <>
              <Button variant="outline" asChild>
                <a href={`/api/creative-lab/stories/${draft.id}/book.html`} target="_blank" rel="noopener">
                  <Download aria-hidden className="size-4" />
                  {t('creativeLab.download.html')}
                </a>
              </Button>
              <Button variant="outline" asChild>
                <a href={`/api/creative-lab/stories/${draft.id}/book.pdf`} download>
                  <Download aria-hidden className="size-4" />
                  {t('creativeLab.download.pdf')}
                </a>
              </Button>
              <Button variant="outline" onClick={() => void runShare()} disabled={share.isPending}>
                <Share2 aria-hidden className="size-4" />
                {t('creativeLab.share')}
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
