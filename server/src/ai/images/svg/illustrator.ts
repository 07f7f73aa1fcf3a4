/**
 * The builtin illustrator: composes a picture from the words of a story or description. The scene (characters,
 * place, things, time of day) comes from the same lexicon the story writer uses; the seed places and varies them;
 * the style changes outlines, texture and palette. Output is a self-contained SVG with a title and description.
 */
import type { IllustrationStyle } from '@common/contracts/ai.ts';
import { completeScene } from '../../text/builtin/illustration.ts';
import { createRandom } from '../../text/builtin/random.ts';
import { drawCharacter, FLOATS } from './characters.ts';
import { circle, el, escapeXml, g, polygon, rect, starPoints } from './draw.ts';
import { drawObject, FLYING } from './objects.ts';
import { backdrop, GROUND, H, sky, W } from './scenes.ts';

const FILTERS: Record<IllustrationStyle, string> = {
  cartoon: '',
  watercolor: el(
    'filter',
    { id: 'paint' },
    el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.035, numOctaves: 2, seed: 3 }),
    el('feDisplacementMap', { in: 'SourceGraphic', scale: 6 }),
  ),
  digital: el('filter', { id: 'lift' }, el('feDropShadow', { dx: 0, dy: 4, stdDeviation: 4, 'flood-opacity': 0.3 })),
  sketch: el('filter', { id: 'pencil' }, el('feColorMatrix', { type: 'saturate', values: 0.05 })),
  fantasy: el(
    'filter',
    { id: 'glow' },
    el('feGaussianBlur', { stdDeviation: 2.5, result: 'blur' }),
    el('feMerge', {}, el('feMergeNode', { in: 'blur' }), el('feMergeNode', { in: 'SourceGraphic' })),
  ),
};

export interface Illustration {
  svg: string;
  /** The scene as words, for the record of what was drawn. */
  summary: string;
}

export function illustrate(description: string, style: IllustrationStyle, seed: number, altText: string): Illustration {
  const random = createRandom(seed);
  const scene = completeScene(description, random);
  const { svg: place, ownSky } = backdrop(scene.setting.scene, scene.time, random);

  const count = scene.characters.length;
  const size = count === 1 ? 130 : count === 2 ? 115 : 100;
  const span = count === 1 ? [256] : count === 2 ? [170, 340] : [120, 256, 392];
  const characters = scene.characters.map((c, i) =>
    drawCharacter(c, {
      x: span[i]! + random.int(-12, 12),
      y: FLOATS.has(c.id) ? GROUND - 40 - random.int(0, 30) : GROUND + random.int(0, 14),
      size: size + random.int(-8, 8),
      // Two characters face each other; a third looks on.
      facing: i === 1 ? -1 : 1,
    }),
  );
  const objects = scene.objects.map((o, i) => {
    const flying = FLYING.has(o.shape);
    const x = count === 1 ? (i % 2 === 0 ? 370 : 140) + random.int(-10, 10) : 256 + (i - (scene.objects.length - 1) / 2) * 70 + random.int(-8, 8);
    return drawObject(o.shape, x, flying ? 150 + random.int(-20, 20) : GROUND + 20, flying ? 60 : 48);
  });

  const outline =
    style === 'cartoon'
      ? { stroke: '#2b2b2b', 'stroke-width': 2, 'stroke-linejoin': 'round' }
      : style === 'sketch'
        ? { stroke: '#555', 'stroke-width': 1.2 }
        : {};
  const figureFilter = style === 'digital' ? 'url(#lift)' : style === 'fantasy' ? 'url(#glow)' : undefined;
  const sparkles =
    style === 'fantasy' || scene.moods.has('magic')
      ? Array.from({ length: 14 }, () =>
          polygon(starPoints(random.int(20, W - 20), random.int(20, GROUND), random.int(3, 7)), '#fff59d', { opacity: 0.85 }),
        ).join('')
      : '';
  const tint = style === 'fantasy' ? rect(0, 0, W, H, '#b388ff', { opacity: 0.12 }) : style === 'sketch' ? rect(0, 0, W, H, '#fdfbf5', { opacity: 0.35 }) : '';
  const picture = g(
    { filter: style === 'watercolor' ? 'url(#paint)' : style === 'sketch' ? 'url(#pencil)' : undefined },
    ownSky ? '' : sky(scene.time, random),
    place,
    g({ ...outline, filter: figureFilter }, ...objects, ...characters),
    sparkles,
    tint,
    // A soft vignette frames the scene like a book page.
    style === 'watercolor' ? circle(W / 2, H / 2, 330, 'none', { stroke: '#fff', 'stroke-width': 120, opacity: 0.35 }) : '',
  );

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t d">` +
    `<title id="t">${escapeXml(altText)}</title><desc id="d">${escapeXml(`${style} illustration`)}</desc>` +
    (FILTERS[style] ? el('defs', {}, FILTERS[style]) : '') +
    picture +
    '</svg>';
  // Ids made unique per picture, so several pictures inlined in one page never borrow each other's gradients.
  const suffix = (seed >>> 0).toString(36);
  const unique = svg
    .replace(/id="(sky|sea|paint|lift|pencil|glow)"/g, `id="$1-${suffix}"`)
    .replace(/url\(#(sky|sea|paint|lift|pencil|glow)\)/g, `url(#$1-${suffix})`);
  const summary = `${scene.characters.map((c) => c.id).join(', ')} in ${scene.setting.id} at ${scene.time}${scene.objects.length ? ` with ${scene.objects.map((o) => o.id).join(', ')}` : ''} (${style})`;
  return { svg: unique, summary };
}
