import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Palette } from 'lucide-react';
import { ILLUSTRATION_STYLES, type IllustrationStyle } from '@common/contracts/ai.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Label, Textarea } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { sentenceForChild } from '@/lib/sentence-for-child.ts';
import { useCreations } from '../api/get-creations.ts';
import { useGenerateIllustration } from '../api/generate-illustration.ts';

/** The art generator: a description and one of five styles, drawn and kept in My Creations as art; the last 4 shown. */
export function ArtGenerator() {
  const { t, i18n } = useTranslation();
  const [description, setDescription] = useState('');
  const [style, setStyle] = useState<IllustrationStyle>('cartoon');
  const draw = useGenerateIllustration();
  const creations = useCreations();
  const gallery = (creations.data?.stories ?? []).filter((c) => c.type === 'art').slice(0, 4);

  const run = () =>
    draw.mutate(
      { prompt: description.trim(), style, type: 'art', language: i18n.language },
      {
        onError: (error) => {
          console.warn('Artwork failed', error);
          const sentence = sentenceForChild(error);
          if (sentence) toast({ title: sentence, variant: 'destructive' });
        },
      },
    );

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <Label htmlFor="art-description">{t('creativeLab.art.label')}</Label>
        <Textarea
          id="art-description"
          value={description}
          maxLength={1000}
          placeholder={t('creativeLab.art.placeholder')}
          onChange={(e) => setDescription(e.target.value)}
        />
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('creativeLab.art.styles')}>
          {ILLUSTRATION_STYLES.map((s) => (
            <Button key={s} size="sm" role="radio" aria-checked={style === s} variant={style === s ? 'primary' : 'outline'} onClick={() => setStyle(s)}>
              {t(`creativeLab.art.style.${s}`)}
            </Button>
          ))}
        </div>
        <Button className="self-start" onClick={run} disabled={draw.isPending || !description.trim()}>
          <Palette aria-hidden className="size-4" />
          {draw.isPending ? t('creativeLab.drawing') : t('creativeLab.art.generate')}
        </Button>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('creativeLab.art.gallery')}>
          {Array.from({ length: 4 }, (_, i) => gallery[i]).map((art, i) => (
            <li key={art?.id ?? i} className="aspect-square overflow-hidden rounded-md border border-border bg-muted">
              {art?.thumbnail && <img src={art.thumbnail} alt={art.title} className="size-full object-cover" />}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
