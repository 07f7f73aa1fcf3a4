import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Maximize2 } from 'lucide-react';
import type { Picture } from '@common/contracts/creative-lab.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';

/** The story's pictures with View Full Size and Open in New Tab, and the full-size dialog (spec 001 §2). */
export function Illustrations({ images }: { images: Picture[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Picture | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={3}>{t('creativeLab.pictures.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2">
          {images.map((image, i) => (
            <li key={image.url} className="flex flex-col gap-2">
              <img
                src={image.url}
                alt={image.altText || t('creativeLab.pictures.alt', { n: i + 1 })}
                className="aspect-[4/3] w-full rounded-md border border-border object-cover"
              />
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setOpen(image)}>
                  <Maximize2 aria-hidden className="size-4" />
                  {t('creativeLab.pictures.fullSize')}
                </Button>
                <Button size="sm" variant="ghost" asChild>
                  <a href={image.url} target="_blank" rel="noopener">
                    <ExternalLink aria-hidden className="size-4" />
                    {t('creativeLab.pictures.newTab')}
                  </a>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <DialogRoot open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open && (
          <DialogContent title={t('creativeLab.pictures.dialogTitle')} description={open.altText} size="lg">
            <img src={open.url} alt={open.altText} className="w-full rounded-md" />
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="outline" asChild>
                <a href={open.url} target="_blank" rel="noopener">
                  {t('creativeLab.pictures.newTab')}
                </a>
              </Button>
            </div>
          </DialogContent>
        )}
      </DialogRoot>
    </Card>
  );
}
