/**
 * Backdrops: the sky for the time of day, then the ground and scenery of each kind of place. Places under water,
 * under ground or in space replace the sky with their own.
 */
import type { TimeOfDay } from '../../text/builtin/content.ts';
import type { Random } from '../../text/builtin/random.ts';
import { circle, el, ellipse, g, path, polygon, rect, shade, starPoints } from './draw.ts';

export const W = 512;
export const H = 384;
/** Where characters stand. */
export const GROUND = 300;

const SKIES: Record<TimeOfDay, [string, string]> = {
  dawn: ['#ffc1d6', '#ffe9b8'],
  day: ['#79c7f2', '#d9f1ff'],
  sunset: ['#ff8a5c', '#ffd27a'],
  night: ['#15224a', '#36467d'],
};

export function sky(time: TimeOfDay, random: Random): string {
  const [top, bottom] = SKIES[time];
  const parts = [
    el(
      'defs',
      {},
      el(
        'linearGradient',
        { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 },
        el('stop', { offset: 0, 'stop-color': top }),
        el('stop', { offset: 1, 'stop-color': bottom }),
      ),
    ),
    rect(0, 0, W, H, 'url(#sky)'),
  ];
  if (time === 'night') {
    for (let i = 0; i < 24; i++) parts.push(polygon(starPoints(random.int(10, W - 10), random.int(8, 170), random.int(2, 5)), '#fff8d0', { opacity: 0.9 }));
    parts.push(circle(420, 70, 30, '#fff6c9'), circle(432, 62, 26, top));
  } else {
    const sunY = time === 'day' ? 60 : 150;
    const sunColor = time === 'sunset' ? '#ff7043' : '#ffd54f';
    parts.push(circle(time === 'dawn' ? 90 : 420, sunY, 34, sunColor), circle(time === 'dawn' ? 90 : 420, sunY, 46, sunColor, { opacity: 0.25 }));
    for (let i = 0; i < random.int(2, 3); i++) parts.push(cloud(random.int(40, W - 80), random.int(40, 120), random.int(18, 28)));
  }
  return parts.join('');
}

function cloud(x: number, y: number, r: number): string {
  return g(
    { opacity: 0.9 },
    circle(x, y, r, '#fff'),
    circle(x + r, y - r * 0.4, r * 1.1, '#fff'),
    circle(x + r * 2, y, r, '#fff'),
    rect(x, y, r * 2, r * 0.8, '#fff'),
  );
}

const hills = (color: string, y = 280) => path(`M 0 ${y} Q 128 ${y - 50} 256 ${y} T 512 ${y} L 512 384 L 0 384 Z`, color);
const groundBand = (color: string) => rect(0, GROUND - 10, W, H - GROUND + 10, color);

function tree(x: number, y: number, s: number, leaf = '#4caf50'): string {
  return (
    rect(x - s * 0.08, y - s * 0.6, s * 0.16, s * 0.6, '#795548') +
    circle(x, y - s * 0.75, s * 0.32, leaf) +
    circle(x - s * 0.22, y - s * 0.6, s * 0.22, shade(leaf, -0.1)) +
    circle(x + s * 0.22, y - s * 0.6, s * 0.22, shade(leaf, 0.1))
  );
}

function palm(x: number, y: number, s: number): string {
  return (
    path(`M ${x} ${y} Q ${x + s * 0.1} ${y - s * 0.5} ${x - s * 0.05} ${y - s}`, 'none', { stroke: '#8d6e63', 'stroke-width': s * 0.08 }) +
    [-60, -20, 20, 60, 100]
      .map((a) => ellipse(x - s * 0.05, y - s, s * 0.35, s * 0.08, '#43a047', { transform: `rotate(${a} ${x - s * 0.05} ${y - s})` }))
      .join('')
  );
}

function water(y: number): string {
  return (
    rect(0, y, W, H - y, '#4fb3e8') +
    Array.from({ length: 8 }, (_, i) =>
      path(`M ${i * 70 - 10} ${y + 14} q 16 -10 32 0 t 32 0`, 'none', { stroke: '#e1f5fe', 'stroke-width': 3, opacity: 0.8 }),
    ).join('')
  );
}

/** The scenery of a place; returns whether it replaced the sky. */
export function backdrop(scene: string, time: TimeOfDay, random: Random): { svg: string; ownSky: boolean } {
  const night = time === 'night';
  const tint = (c: string) => (night ? shade(c, -0.45) : c);
  switch (scene) {
    case 'forest':
      return {
        svg: hills(tint('#7cb342')) + [40, 110, 400, 470].map((x) => tree(x, 290 + random.int(-6, 6), random.int(90, 130), tint('#388e3c'))).join(''),
        ownSky: false,
      };
    case 'jungle':
      return {
        svg:
          hills(tint('#558b2f')) +
          [30, 480].map((x) => tree(x, 300, 150, tint('#2e7d32'))).join('') +
          Array.from({ length: 6 }, (_, i) =>
            ellipse(60 + i * 80, 40, 50, 16, tint('#388e3c'), { transform: `rotate(${i % 2 ? 20 : -20} ${60 + i * 80} 40)` }),
          ).join('') +
          Array.from({ length: 4 }, (_, i) =>
            path(`M ${90 + i * 110} 0 q 10 60 -5 ${110 + i * 10}`, 'none', { stroke: tint('#33691e'), 'stroke-width': 4 }),
          ).join(''),
        ownSky: false,
      };
    case 'candy':
      return {
        svg:
          hills('#f8bbd0') +
          hills('#f48fb1', 310) +
          [50, 460]
            .map(
              (x) =>
                rect(x - 3, 190, 6, 110, '#fff') +
                circle(x, 180, 28, random.pick(['#ba68c8', '#4fc3f7', '#ffb74d'])) +
                circle(x, 180, 14, '#fff', { opacity: 0.6 }),
            )
            .join(''),
        ownSky: false,
      };
    case 'ocean':
      return {
        svg:
          el(
            'defs',
            {},
            el(
              'linearGradient',
              { id: 'sea', x1: 0, y1: 0, x2: 0, y2: 1 },
              el('stop', { offset: 0, 'stop-color': tint('#4fc3f7') }),
              el('stop', { offset: 1, 'stop-color': tint('#01579b') }),
            ),
          ) +
          rect(0, 0, W, H, 'url(#sea)') +
          rect(0, 330, W, 54, '#f6d7a7') +
          Array.from({ length: 12 }, () => circle(random.int(10, W - 10), random.int(20, 300), random.int(3, 8), '#e1f5fe', { opacity: 0.6 })).join('') +
          [60, 140, 380, 450]
            .map((x) => path(`M ${x} 340 q -15 -40 0 -80 q 15 -40 0 -80`, 'none', { stroke: '#2e7d32', 'stroke-width': 8, 'stroke-linecap': 'round' }))
            .join(''),
        ownSky: true,
      };
    case 'beach':
      return { svg: water(250) + path('M 0 290 Q 256 260 512 290 L 512 384 L 0 384 Z', tint('#f6d7a7')) + palm(460, 300, 130), ownSky: false };
    case 'island':
      return { svg: water(240) + ellipse(256, 320, 220, 45, tint('#f6d7a7')) + palm(110, 310, 120) + palm(420, 310, 100), ownSky: false };
    case 'space':
      return {
        svg:
          rect(0, 0, W, H, '#0d1333') +
          Array.from({ length: 50 }, () => circle(random.int(0, W), random.int(0, H), random.next() * 1.8 + 0.5, '#fff', { opacity: 0.85 })).join('') +
          circle(90, 80, 38, '#ff8a65') +
          ellipse(90, 80, 60, 12, 'none', { stroke: '#ffcc80', 'stroke-width': 4 }) +
          circle(440, 130, 22, '#4fc3f7') +
          path('M 0 330 Q 256 280 512 330 L 512 384 L 0 384 Z', '#9e9e9e') +
          [120, 300, 420].map((x) => ellipse(x, 345, 22, 6, '#757575')).join(''),
        ownSky: true,
      };
    case 'castle':
      return {
        svg:
          hills(tint('#8bc34a')) +
          g(
            { transform: 'translate(330 120)' },
            rect(0, 60, 140, 110, tint('#bdbdbd')),
            rect(-10, 20, 40, 150, tint('#9e9e9e')),
            rect(110, 20, 40, 150, tint('#9e9e9e')),
            polygon(
              [
                [-14, 22],
                [10, -20],
                [34, 22],
              ],
              '#e57373',
            ),
            polygon(
              [
                [106, 22],
                [130, -20],
                [154, 22],
              ],
              '#e57373',
            ),
            path('M 50 170 v -40 a 20 20 0 0 1 40 0 v 40 Z', '#6d4c41'),
            rect(10, -30, 2, 12, '#555'),
            polygon(
              [
                [12, -30],
                [30, -24],
                [12, -18],
              ],
              '#42a5f5',
            ),
          ),
        ownSky: false,
      };
    case 'city':
      return {
        svg:
          groundBand(tint('#9e9e9e')) +
          [0, 70, 150, 370, 440]
            .map((x, i) => {
              const h = 120 + ((i * 37) % 80);
              const windows = Array.from(
                { length: Math.floor(h / 30) },
                (_, r) =>
                  rect(x + 12, GROUND - h + 12 + r * 30, 14, 14, night ? '#ffe082' : '#b3e5fc') +
                  rect(x + 36, GROUND - h + 12 + r * 30, 14, 14, night ? '#ffe082' : '#b3e5fc'),
              ).join('');
              return rect(x, GROUND - h, 62, h, tint(['#90a4ae', '#a1887f', '#7986cb', '#4db6ac', '#f06292'][i]!)) + windows;
            })
            .join(''),
        ownSky: false,
      };
    case 'desert':
      return { svg: hills(tint('#ffcc80'), 270) + hills(tint('#ffb74d'), 320) + ellipse(420, 285, 50, 10, '#4fc3f7') + palm(445, 285, 90), ownSky: false };
    case 'cave':
      return {
        svg:
          rect(0, 0, W, H, '#3e2723') +
          path('M 0 0 L 512 0 L 512 60 Q 256 130 0 60 Z', '#2b1b17') +
          rect(0, 300, W, 84, '#4e342e') +
          Array.from({ length: 7 }, (_, i) =>
            polygon(
              [
                [30 + i * 75, 300],
                [45 + i * 75, 250 - (i % 3) * 15],
                [60 + i * 75, 300],
              ],
              ['#80deea', '#ce93d8', '#a5d6a7'][i % 3]!,
              { opacity: 0.85 },
            ),
          ).join('') +
          circle(256, 200, 160, '#ffcc80', { opacity: 0.12 }),
        ownSky: true,
      };
    case 'garden':
      return {
        svg:
          groundBand(tint('#81c784')) +
          Array.from({ length: 10 }, (_, i) => {
            const x = 20 + i * 52;
            return rect(x - 1, 300, 2, 30, '#388e3c') + circle(x, 298, 9, random.pick(['#f06292', '#ffb74d', '#ba68c8', '#fff176']));
          }).join(''),
        ownSky: false,
      };
    case 'mountain':
      return {
        svg:
          polygon(
            [
              [-40, 300],
              [140, 90],
              [320, 300],
            ],
            tint('#78909c'),
          ) +
          polygon(
            [
              [100, 138],
              [140, 90],
              [180, 138],
            ],
            '#fff',
          ) +
          polygon(
            [
              [200, 300],
              [390, 60],
              [580, 300],
            ],
            tint('#90a4ae'),
          ) +
          polygon(
            [
              [350, 110],
              [390, 60],
              [430, 110],
            ],
            '#fff',
          ) +
          groundBand(tint('#9ccc65')),
        ownSky: false,
      };
    case 'school':
      return {
        svg:
          groundBand(tint('#a5d6a7')) +
          g(
            { transform: 'translate(300 150)' },
            rect(0, 40, 190, 110, tint('#ffcc80')),
            polygon(
              [
                [-10, 42],
                [95, -10],
                [200, 42],
              ],
              '#e57373',
            ),
            rect(80, 90, 32, 60, '#6d4c41'),
            rect(20, 65, 35, 30, '#b3e5fc'),
            rect(135, 65, 35, 30, '#b3e5fc'),
            circle(95, 20, 10, '#fff'),
          ),
        ownSky: false,
      };
    case 'farm':
      return {
        svg:
          groundBand(tint('#aed581')) +
          g(
            { transform: 'translate(340 160)' },
            rect(0, 40, 140, 100, tint('#e53935')),
            polygon(
              [
                [-10, 42],
                [70, -15],
                [150, 42],
              ],
              tint('#b71c1c'),
            ),
            rect(50, 80, 40, 60, '#fff'),
            path('M 50 80 L 90 140 M 90 80 L 50 140', 'none', { stroke: '#e53935', 'stroke-width': 4 }),
          ) +
          Array.from({ length: 6 }, (_, i) => rect(i * 50, 285, 6, 30, '#8d6e63')).join('') +
          rect(0, 292, 300, 5, '#8d6e63'),
        ownSky: false,
      };
    case 'snow':
      return {
        svg:
          hills('#f5f9ff') +
          [60, 450]
            .map(
              (x) =>
                polygon(
                  [
                    [x - 35, 300],
                    [x, 200],
                    [x + 35, 300],
                  ],
                  tint('#2e7d32'),
                ) +
                polygon(
                  [
                    [x - 20, 240],
                    [x, 200],
                    [x + 20, 240],
                  ],
                  '#fff',
                ),
            )
            .join('') +
          Array.from({ length: 30 }, () => circle(random.int(0, W), random.int(0, 300), random.int(2, 4), '#fff', { opacity: 0.9 })).join(''),
        ownSky: false,
      };
    case 'sky':
      return {
        svg:
          [0, 1, 2, 3, 4, 5]
            .map((i) =>
              path(`M 40 330 A 216 216 0 0 1 472 330`, 'none', {
                stroke: ['#ef5350', '#ffa726', '#ffee58', '#66bb6a', '#42a5f5', '#ab47bc'][i]!,
                'stroke-width': 10,
                transform: `translate(${i * 10} ${i * 10}) scale(${1 - i * 0.04})`,
                opacity: night ? 0.4 : 0.8,
              }),
            )
            .join('') +
          cloud(40, 320, 30) +
          cloud(380, 320, 30),
        ownSky: false,
      };
    default:
      return { svg: hills(tint('#8bc34a')), ownSky: false };
  }
}
