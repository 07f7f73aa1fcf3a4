/**
 * The printable storybook (issue 15): a title page with the child's name as author, then one page per part of the
 * story with its picture. As HTML (self-contained: pictures inlined, print styles, right to left for Arabic) and as
 * PDF (pdfkit, the SVG pictures drawn with svg-to-pdfkit).
 */
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { storyParts, type Creation } from '@common/contracts/creative-lab.ts';
import { directionOf, LANGUAGES, normalizeLanguage } from '@common/domain/languages.ts';

export interface BookPicture {
  mime: string;
  data: Buffer;
}

const BY: Record<string, string> = { en: 'By', fr: 'Par', ar: 'بقلم', it: 'Di' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function languageOf(story: Creation) {
  const code = normalizeLanguage(story.language) ?? 'en';
  return { code, rtl: LANGUAGES[code].rtl, by: BY[code] ?? BY[code.slice(0, 2)] ?? BY.en! };
}

export function storybookHtml(story: Creation, pictures: (BookPicture | null)[]): string {
  const { code, by } = languageOf(story);
  const pages = storyParts(story.content).map((part, i) => {
    const picture = pictures[i];
    const img = picture ? `<img src="data:${picture.mime};base64,${picture.data.toString('base64')}" alt="">` : '';
    return `<section class="page">${img}<p>${escapeHtml(part)}</p><footer>${i + 1}</footer></section>`;
  });
  return `<!doctype html>
<html lang="${code}" dir="${directionOf(code)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(story.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #222; }
  .page { min-height: 95vh; padding: 2rem; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1.5rem; page-break-after: always; break-after: page; }
  .cover h1 { font-size: 2.5rem; text-align: center; }
  .cover p { font-size: 1.4rem; }
  img { max-width: 100%; max-height: 60vh; border-radius: 12px; }
  .page p { font-size: 1.4rem; line-height: 1.7; max-width: 40rem; }
  footer { color: #777; }
  @media print { .page { min-height: auto; height: 100vh; box-sizing: border-box; } }
</style>
</head>
<body>
<section class="page cover"><h1>${escapeHtml(story.title)}</h1><p>${escapeHtml(by)} ${escapeHtml(story.author)}</p></section>
${pages.join('\n')}
</body>
</html>
`;
}

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

export function storybookPdf(story: Creation, pictures: (BookPicture | null)[]): Promise<Buffer> {
  const { rtl, by } = languageOf(story);
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: story.title, Author: story.author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // DejaVu carries Latin, accents and Arabic; without it, the standard font serves Latin text.
  if (fs.existsSync(FONT)) doc.font(FONT);
  const width = doc.page.width - 112;
  const align = rtl ? 'right' : 'left';
  doc.moveDown(8).fontSize(30).text(story.title, { align: 'center', width });
  doc.moveDown(1).fontSize(18).text(`${by} ${story.author}`, { align: 'center', width });
  storyParts(story.content).forEach((part, i) => {
    doc.addPage();
    const picture = pictures[i];
    if (picture?.mime === 'image/svg+xml') {
      SVGtoPDF(doc, picture.data.toString('utf8'), 56, 56, { width, height: width * 0.75 });
      doc.y = 56 + width * 0.75 + 24;
    } else if (picture) {
      doc.image(picture.data, 56, 56, { fit: [width, width * 0.75], align: 'center' });
      doc.y = 56 + width * 0.75 + 24;
    }
    doc.fontSize(16).text(part, 56, doc.y, { width, align, lineGap: 6 });
    doc.fontSize(10).text(String(i + 1), 56, doc.page.height - 40, { width, align: 'center' });
  });
  doc.end();
  return done;
}
