/**
 * Characters drawn from a small vocabulary of shapes: a four-legged body with the ears, tail and markings of each
 * animal, birds, sea creatures, a robot and people with accessories. Each takes a position and a size, so a scene
 * can place several of them.
 */
import type { LexCharacter } from '../../text/builtin/content.ts';
import { circle, ellipse, g, path, polygon, rect, shade, starPoints } from './draw.ts';

export interface Pose {
  x: number;
  /** The ground line under the character. */
  y: number;
  size: number;
  /** Mirror so two characters can face each other. */
  facing: 1 | -1;
}

const INK = '#2b2b2b';
const face = (x: number, y: number, s: number) =>
  circle(x - s * 0.09, y - s * 0.02, s * 0.035, INK) +
  circle(x + s * 0.09, y - s * 0.02, s * 0.035, INK) +
  path(`M ${x - s * 0.07} ${y + s * 0.07} Q ${x} ${y + s * 0.14} ${x + s * 0.07} ${y + s * 0.07}`, 'none', {
    stroke: INK,
    'stroke-width': s * 0.025,
    'stroke-linecap': 'round',
  }) +
  circle(x - s * 0.16, y + s * 0.06, s * 0.04, '#ff9aa2', { opacity: 0.7 }) +
  circle(x + s * 0.16, y + s * 0.06, s * 0.04, '#ff9aa2', { opacity: 0.7 });

function quadruped(c: LexCharacter, p: Pose): string {
  const s = p.size;
  const col = c.color;
  const light = shade(col, 0.45);
  const body = { x: 0, y: -s * 0.35 };
  const head = { x: s * 0.38, y: -s * 0.62 };
  const parts: string[] = [];
  const legs = [-0.25, -0.1, 0.12, 0.27].map((dx) => rect(dx * s - s * 0.05, -s * 0.25, s * 0.1, s * 0.25, shade(col, -0.15), { rx: s * 0.04 }));
  let neck = '';
  let bodyW = s * 0.42;
  let headR = s * 0.24;
  if (c.id === 'giraffe') {
    head.y = -s * 1.05;
    head.x = s * 0.42;
    neck = polygon(
      [
        [s * 0.2, -s * 0.45],
        [s * 0.32, -s * 0.45],
        [s * 0.48, -s * 1.0],
        [s * 0.36, -s * 1.0],
      ],
      col,
    );
    headR = s * 0.17;
  }
  if (c.id === 'elephant') {
    bodyW = s * 0.5;
    headR = s * 0.28;
  }
  if (c.id === 'dinosaur') {
    head.y = -s * 0.95;
    head.x = s * 0.45;
    neck = polygon(
      [
        [s * 0.18, -s * 0.5],
        [s * 0.34, -s * 0.45],
        [s * 0.5, -s * 0.9],
        [s * 0.36, -s * 0.95],
      ],
      col,
    );
    headR = s * 0.18;
  }
  // Tails
  const tails: Record<string, string> = {
    cat: path(`M ${-s * 0.4} ${-s * 0.4} Q ${-s * 0.7} ${-s * 0.7} ${-s * 0.55} ${-s * 0.85}`, 'none', {
      stroke: col,
      'stroke-width': s * 0.07,
      'stroke-linecap': 'round',
    }),
    fox:
      ellipse(-s * 0.55, -s * 0.45, s * 0.22, s * 0.1, col, { transform: `rotate(-25 ${-s * 0.55} ${-s * 0.45})` }) +
      circle(-s * 0.72, -s * 0.54, s * 0.06, '#fff'),
    dog: path(`M ${-s * 0.4} ${-s * 0.45} Q ${-s * 0.6} ${-s * 0.6} ${-s * 0.55} ${-s * 0.7}`, 'none', {
      stroke: col,
      'stroke-width': s * 0.06,
      'stroke-linecap': 'round',
    }),
    rabbit: circle(-s * 0.44, -s * 0.42, s * 0.09, '#fff'),
    mouse: path(`M ${-s * 0.4} ${-s * 0.3} Q ${-s * 0.8} ${-s * 0.2} ${-s * 0.7} ${-s * 0.55}`, 'none', { stroke: shade(col, -0.2), 'stroke-width': s * 0.03 }),
    lion:
      path(`M ${-s * 0.4} ${-s * 0.4} Q ${-s * 0.65} ${-s * 0.5} ${-s * 0.62} ${-s * 0.7}`, 'none', { stroke: col, 'stroke-width': s * 0.05 }) +
      circle(-s * 0.62, -s * 0.72, s * 0.06, shade(col, -0.3)),
    dinosaur: polygon(
      [
        [-s * 0.38, -s * 0.45],
        [-s * 0.85, -s * 0.3],
        [-s * 0.38, -s * 0.28],
      ],
      col,
    ),
    monkey: path(
      `M ${-s * 0.4} ${-s * 0.35} Q ${-s * 0.75} ${-s * 0.35} ${-s * 0.6} ${-s * 0.75} Q ${-s * 0.5} ${-s * 0.85} ${-s * 0.45} ${-s * 0.75}`,
      'none',
      { stroke: col, 'stroke-width': s * 0.05 },
    ),
  };
  parts.push(tails[c.id] ?? '', ...legs, neck, ellipse(body.x, body.y, bodyW, s * 0.24, col), ellipse(body.x, body.y + s * 0.06, bodyW * 0.6, s * 0.13, light));
  if (c.id === 'giraffe')
    for (const [dx, dy] of [
      [-0.2, -0.4],
      [0.05, -0.3],
      [0.2, -0.42],
      [0.4, -0.75],
    ])
      parts.push(circle(dx! * s, dy! * s, s * 0.05, shade(col, -0.35)));
  if (c.id === 'dinosaur')
    for (let i = 0; i < 4; i++)
      parts.push(
        polygon(
          [
            [-s * 0.25 + i * s * 0.14, -s * 0.56],
            [-s * 0.18 + i * s * 0.14, -s * 0.68],
            [-s * 0.11 + i * s * 0.14, -s * 0.56],
          ],
          shade(col, -0.25),
        ),
      );
  // Ears, manes and horns sit behind or on the head.
  const hx = head.x;
  const hy = head.y;
  const ears: Record<string, string> = {
    cat:
      polygon(
        [
          [hx - headR * 0.8, hy - headR * 0.4],
          [hx - headR * 0.6, hy - headR * 1.3],
          [hx - headR * 0.1, hy - headR * 0.8],
        ],
        col,
      ) +
      polygon(
        [
          [hx + headR * 0.8, hy - headR * 0.4],
          [hx + headR * 0.6, hy - headR * 1.3],
          [hx + headR * 0.1, hy - headR * 0.8],
        ],
        col,
      ),
    fox:
      polygon(
        [
          [hx - headR * 0.9, hy - headR * 0.3],
          [hx - headR * 0.7, hy - headR * 1.4],
          [hx - headR * 0.1, hy - headR * 0.8],
        ],
        col,
      ) +
      polygon(
        [
          [hx + headR * 0.9, hy - headR * 0.3],
          [hx + headR * 0.7, hy - headR * 1.4],
          [hx + headR * 0.1, hy - headR * 0.8],
        ],
        col,
      ),
    rabbit:
      ellipse(hx - headR * 0.4, hy - headR * 1.5, headR * 0.25, headR * 0.8, col) +
      ellipse(hx + headR * 0.4, hy - headR * 1.5, headR * 0.25, headR * 0.8, col) +
      ellipse(hx - headR * 0.4, hy - headR * 1.5, headR * 0.12, headR * 0.6, '#ffc4d0'),
    bear: circle(hx - headR * 0.75, hy - headR * 0.75, headR * 0.35, col) + circle(hx + headR * 0.75, hy - headR * 0.75, headR * 0.35, col),
    mouse:
      circle(hx - headR * 0.8, hy - headR * 0.8, headR * 0.55, col) +
      circle(hx + headR * 0.8, hy - headR * 0.8, headR * 0.55, col) +
      circle(hx - headR * 0.8, hy - headR * 0.8, headR * 0.35, '#ffc4d0') +
      circle(hx + headR * 0.8, hy - headR * 0.8, headR * 0.35, '#ffc4d0'),
    dog:
      ellipse(hx - headR * 0.95, hy + headR * 0.1, headR * 0.3, headR * 0.6, shade(col, -0.25)) +
      ellipse(hx + headR * 0.95, hy + headR * 0.1, headR * 0.3, headR * 0.6, shade(col, -0.25)),
    lion: circle(hx, hy, headR * 1.55, shade(col, -0.3)),
    elephant:
      ellipse(hx - headR * 0.95, hy, headR * 0.6, headR * 0.8, shade(col, -0.1)) + ellipse(hx + headR * 0.95, hy, headR * 0.6, headR * 0.8, shade(col, -0.1)),
    monkey: circle(hx - headR * 1.0, hy, headR * 0.35, col) + circle(hx + headR * 1.0, hy, headR * 0.35, col),
    unicorn:
      polygon(
        [
          [hx - headR * 0.2, hy - headR * 0.9],
          [hx, hy - headR * 2.0],
          [hx + headR * 0.2, hy - headR * 0.9],
        ],
        '#ffd54f',
      ) +
      path(`M ${hx - headR} ${hy - headR * 0.6} Q ${hx - headR * 1.6} ${hy + headR} ${hx - headR * 0.8} ${hy + headR * 1.5}`, 'none', {
        stroke: '#c77dff',
        'stroke-width': headR * 0.35,
        'stroke-linecap': 'round',
      }),
    giraffe:
      rect(hx - headR * 0.5, hy - headR * 1.5, headR * 0.15, headR * 0.7, shade(col, -0.3)) +
      rect(hx + headR * 0.35, hy - headR * 1.5, headR * 0.15, headR * 0.7, shade(col, -0.3)),
  };
  parts.push(ears[c.id] ?? '', circle(hx, hy, headR, col));
  if (c.id === 'elephant')
    parts.push(
      path(`M ${hx + headR * 0.3} ${hy + headR * 0.3} Q ${hx + headR * 0.6} ${hy + headR * 1.8} ${hx + headR * 1.2} ${hy + headR * 1.5}`, 'none', {
        stroke: col,
        'stroke-width': headR * 0.4,
        'stroke-linecap': 'round',
      }),
    );
  if (c.id === 'monkey' || c.id === 'bear' || c.id === 'dog' || c.id === 'lion') parts.push(ellipse(hx, hy + headR * 0.35, headR * 0.55, headR * 0.4, light));
  if (c.id === 'fox')
    parts.push(
      polygon(
        [
          [hx - headR, hy],
          [hx, hy + headR],
          [hx + headR, hy],
        ],
        '#fff',
        { opacity: 0.85 },
      ),
    );
  parts.push(face(hx, hy, headR * 2.2));
  if (c.id === 'mouse' || c.id === 'cat' || c.id === 'rabbit') parts.push(circle(hx, hy + headR * 0.15, headR * 0.1, '#ff8fa3'));
  return parts.join('');
}

function bird(c: LexCharacter, p: Pose): string {
  const s = p.size;
  const col = c.color;
  if (c.id === 'penguin') {
    return (
      ellipse(0, -s * 0.4, s * 0.26, s * 0.4, col) +
      ellipse(0, -s * 0.33, s * 0.17, s * 0.3, '#fff') +
      circle(0, -s * 0.82, s * 0.19, col) +
      circle(-s * 0.06, -s * 0.85, s * 0.03, '#fff') +
      circle(s * 0.06, -s * 0.85, s * 0.03, '#fff') +
      polygon(
        [
          [-s * 0.05, -s * 0.76],
          [s * 0.05, -s * 0.76],
          [0, -s * 0.68],
        ],
        '#ffa726',
      ) +
      ellipse(-s * 0.1, -s * 0.02, s * 0.09, s * 0.04, '#ffa726') +
      ellipse(s * 0.1, -s * 0.02, s * 0.09, s * 0.04, '#ffa726')
    );
  }
  const owl = c.id === 'owl';
  const body = ellipse(0, -s * 0.38, s * 0.28, s * 0.34, col);
  const belly = ellipse(0, -s * 0.3, s * 0.17, s * 0.22, shade(col, 0.5));
  const wing = ellipse(-s * 0.2, -s * 0.38, s * 0.1, s * 0.2, shade(col, -0.2), { transform: `rotate(20 ${-s * 0.2} ${-s * 0.38})` });
  const eyes = owl
    ? circle(-s * 0.1, -s * 0.56, s * 0.09, '#fff') +
      circle(s * 0.1, -s * 0.56, s * 0.09, '#fff') +
      circle(-s * 0.1, -s * 0.56, s * 0.04, INK) +
      circle(s * 0.1, -s * 0.56, s * 0.04, INK)
    : circle(-s * 0.08, -s * 0.55, s * 0.035, INK) + circle(s * 0.08, -s * 0.55, s * 0.035, INK);
  const tufts = owl
    ? polygon(
        [
          [-s * 0.2, -s * 0.66],
          [-s * 0.16, -s * 0.82],
          [-s * 0.08, -s * 0.7],
        ],
        col,
      ) +
      polygon(
        [
          [s * 0.2, -s * 0.66],
          [s * 0.16, -s * 0.82],
          [s * 0.08, -s * 0.7],
        ],
        col,
      )
    : '';
  const beak = polygon(
    [
      [-s * 0.04, -s * 0.48],
      [s * 0.04, -s * 0.48],
      [0, -s * 0.4],
    ],
    '#ffa726',
  );
  const feet = path(`M ${-s * 0.08} ${-s * 0.05} v ${s * 0.05} M ${s * 0.08} ${-s * 0.05} v ${s * 0.05}`, 'none', {
    stroke: '#ffa726',
    'stroke-width': s * 0.03,
  });
  return tufts + body + belly + wing + eyes + beak + feet;
}

function swimmer(c: LexCharacter, p: Pose): string {
  const s = p.size;
  const col = c.color;
  const whale = c.id === 'whale';
  const w = whale ? s * 0.6 : s * 0.35;
  const h = whale ? s * 0.3 : s * 0.2;
  const cy = -s * 0.5;
  return (
    polygon(
      [
        [-w * 0.9, cy],
        [-w * 1.5, cy - h * 0.9],
        [-w * 1.5, cy + h * 0.9],
      ],
      shade(col, -0.15),
    ) +
    ellipse(0, cy, w, h, col) +
    ellipse(0, cy + h * 0.4, w * 0.7, h * 0.45, shade(col, 0.5)) +
    circle(w * 0.5, cy - h * 0.2, s * 0.035, INK) +
    path(`M ${w * 0.55} ${cy + h * 0.3} q ${s * 0.05} ${s * 0.04} ${s * 0.1} 0`, 'none', { stroke: INK, 'stroke-width': s * 0.02 }) +
    (whale
      ? path(`M 0 ${cy - h} q ${-s * 0.05} ${-s * 0.15} ${-s * 0.12} ${-s * 0.18} M 0 ${cy - h} q ${s * 0.05} ${-s * 0.15} ${s * 0.12} ${-s * 0.18}`, 'none', {
          stroke: '#9ad4ff',
          'stroke-width': s * 0.03,
        })
      : '')
  );
}

function special(c: LexCharacter, p: Pose): string {
  const s = p.size;
  const col = c.color;
  switch (c.id) {
    case 'turtle':
      return (
        ellipse(s * 0.35, -s * 0.25, s * 0.13, s * 0.11, shade(col, 0.3)) +
        face(s * 0.37, -s * 0.27, s * 0.28) +
        [-0.2, 0.15].map((dx) => ellipse(dx * s, -s * 0.05, s * 0.08, s * 0.06, shade(col, 0.3))).join('') +
        path(`M ${-s * 0.35} ${-s * 0.12} A ${s * 0.35} ${s * 0.3} 0 0 1 ${s * 0.35} ${-s * 0.12} Z`, col) +
        path(`M ${-s * 0.15} ${-s * 0.3} l ${s * 0.15} ${-s * 0.08} l ${s * 0.15} ${s * 0.08} l ${-s * 0.15} ${s * 0.1} Z`, shade(col, -0.25))
      );
    case 'frog':
      return (
        ellipse(0, -s * 0.25, s * 0.35, s * 0.25, col) +
        circle(-s * 0.16, -s * 0.48, s * 0.1, col) +
        circle(s * 0.16, -s * 0.48, s * 0.1, col) +
        circle(-s * 0.16, -s * 0.5, s * 0.06, '#fff') +
        circle(s * 0.16, -s * 0.5, s * 0.06, '#fff') +
        circle(-s * 0.16, -s * 0.5, s * 0.03, INK) +
        circle(s * 0.16, -s * 0.5, s * 0.03, INK) +
        path(`M ${-s * 0.15} ${-s * 0.25} Q 0 ${-s * 0.12} ${s * 0.15} ${-s * 0.25}`, 'none', { stroke: INK, 'stroke-width': s * 0.025 }) +
        ellipse(-s * 0.3, -s * 0.03, s * 0.12, s * 0.04, shade(col, -0.2)) +
        ellipse(s * 0.3, -s * 0.03, s * 0.12, s * 0.04, shade(col, -0.2))
      );
    case 'butterfly':
      return g(
        { transform: `translate(0 ${-s * 0.6})` },
        ellipse(-s * 0.18, -s * 0.1, s * 0.18, s * 0.14, col),
        ellipse(s * 0.18, -s * 0.1, s * 0.18, s * 0.14, col),
        ellipse(-s * 0.14, s * 0.12, s * 0.12, s * 0.1, shade(col, 0.35)),
        ellipse(s * 0.14, s * 0.12, s * 0.12, s * 0.1, shade(col, 0.35)),
        ellipse(0, 0, s * 0.035, s * 0.2, INK),
        path(`M 0 ${-s * 0.18} q ${-s * 0.06} ${-s * 0.1} ${-s * 0.1} ${-s * 0.1} M 0 ${-s * 0.18} q ${s * 0.06} ${-s * 0.1} ${s * 0.1} ${-s * 0.1}`, 'none', {
          stroke: INK,
          'stroke-width': s * 0.015,
        }),
      );
    case 'octopus':
      return (
        Array.from({ length: 6 }, (_, i) =>
          path(`M ${(-0.25 + i * 0.1) * s} ${-s * 0.35} q ${s * 0.05} ${s * 0.2} ${(i % 2 ? 0.08 : -0.08) * s} ${s * 0.32}`, 'none', {
            stroke: col,
            'stroke-width': s * 0.07,
            'stroke-linecap': 'round',
          }),
        ).join('') +
        ellipse(0, -s * 0.55, s * 0.3, s * 0.3, col) +
        face(0, -s * 0.55, s * 0.55)
      );
    case 'robot':
      return (
        rect(-s * 0.2, -s * 0.22, s * 0.12, s * 0.22, shade(col, -0.3)) +
        rect(s * 0.08, -s * 0.22, s * 0.12, s * 0.22, shade(col, -0.3)) +
        rect(-s * 0.28, -s * 0.62, s * 0.56, s * 0.42, col, { rx: s * 0.06 }) +
        rect(-s * 0.12, -s * 0.52, s * 0.24, s * 0.14, '#4dd0e1', { rx: s * 0.03 }) +
        circle(-s * 0.08, -s * 0.3, s * 0.04, '#ef5350') +
        circle(s * 0.08, -s * 0.3, s * 0.04, '#66bb6a') +
        rect(-s * 0.2, -s * 0.92, s * 0.4, s * 0.28, shade(col, 0.25), { rx: s * 0.06 }) +
        circle(-s * 0.08, -s * 0.8, s * 0.045, '#263238') +
        circle(s * 0.08, -s * 0.8, s * 0.045, '#263238') +
        rect(-s * 0.08, -s * 0.72, s * 0.16, s * 0.03, '#263238', { rx: s * 0.015 }) +
        path(`M 0 ${-s * 0.92} v ${-s * 0.1}`, 'none', { stroke: '#263238', 'stroke-width': s * 0.025 }) +
        circle(0, -s * 1.04, s * 0.04, '#ffca28') +
        rect(-s * 0.4, -s * 0.58, s * 0.12, s * 0.3, shade(col, -0.15), { rx: s * 0.05 }) +
        rect(s * 0.28, -s * 0.58, s * 0.12, s * 0.3, shade(col, -0.15), { rx: s * 0.05 })
      );
    case 'dragon':
      return (
        polygon(
          [
            [-s * 0.1, -s * 0.55],
            [-s * 0.45, -s * 0.95],
            [-s * 0.3, -s * 0.55],
          ],
          shade(col, 0.3),
        ) +
        quadruped({ ...c, id: 'dinosaur' }, p) +
        polygon(
          [
            [-s * 0.05, -s * 0.55],
            [s * 0.2, -s * 0.95],
            [s * 0.15, -s * 0.55],
          ],
          shade(col, 0.3),
        )
      );
    default:
      return person(c, p);
  }
}

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];

function person(c: LexCharacter, p: Pose): string {
  const s = p.size;
  const skin = SKIN[c.id.length % SKIN.length]!;
  const col = c.color;
  const headY = -s * 0.82;
  const r = s * 0.16;
  const parts = [
    rect(-s * 0.12, -s * 0.3, s * 0.09, s * 0.3, '#455a64', { rx: s * 0.03 }),
    rect(s * 0.03, -s * 0.3, s * 0.09, s * 0.3, '#455a64', { rx: s * 0.03 }),
    path(`M ${-s * 0.18} ${-s * 0.25} L ${-s * 0.12} ${-s * 0.62} L ${s * 0.12} ${-s * 0.62} L ${s * 0.18} ${-s * 0.25} Z`, col),
    path(`M ${-s * 0.12} ${-s * 0.58} L ${-s * 0.28} ${-s * 0.35} M ${s * 0.12} ${-s * 0.58} L ${s * 0.28} ${-s * 0.35}`, 'none', {
      stroke: skin,
      'stroke-width': s * 0.06,
      'stroke-linecap': 'round',
    }),
  ];
  if (c.accessory === 'wings')
    parts.unshift(
      ellipse(-s * 0.2, -s * 0.6, s * 0.14, s * 0.2, '#e1f5fe', { opacity: 0.85 }),
      ellipse(s * 0.2, -s * 0.6, s * 0.14, s * 0.2, '#e1f5fe', { opacity: 0.85 }),
    );
  parts.push(
    circle(0, headY, r, skin),
    path(`M ${-r} ${headY - r * 0.1} Q 0 ${headY - r * 1.6} ${r} ${headY - r * 0.1} Q 0 ${headY - r * 0.8} ${-r} ${headY - r * 0.1}`, shade(col, -0.5)),
    face(0, headY + r * 0.1, r * 2.2),
  );
  const top = headY - r;
  const accessories: Record<string, string> = {
    crown: polygon(
      [
        [-r * 0.8, top + r * 0.2],
        [-r * 0.8, top - r * 0.6],
        [-r * 0.4, top - r * 0.2],
        [0, top - r * 0.8],
        [r * 0.4, top - r * 0.2],
        [r * 0.8, top - r * 0.6],
        [r * 0.8, top + r * 0.2],
      ],
      '#ffd54f',
    ),
    'pirate-hat':
      path(`M ${-r * 1.4} ${top + r * 0.3} Q 0 ${top - r * 1.4} ${r * 1.4} ${top + r * 0.3} Z`, '#263238') + circle(0, top - r * 0.2, r * 0.2, '#fff'),
    helmet: circle(0, headY, r * 1.35, '#e3f2fd', { opacity: 0.55, stroke: '#90a4ae', 'stroke-width': r * 0.12 }),
    'wizard-hat':
      polygon(
        [
          [-r * 1.2, top + r * 0.3],
          [0, top - r * 2.2],
          [r * 1.2, top + r * 0.3],
        ],
        col,
      ) + polygon(starPoints(0, top - r * 0.7, r * 0.3), '#ffd54f'),
    goggles:
      rect(-r * 0.9, headY - r * 0.35, r * 1.8, r * 0.45, '#ffb300', { rx: r * 0.2, opacity: 0.9 }) +
      circle(-r * 0.45, headY - r * 0.12, r * 0.2, '#b3e5fc') +
      circle(r * 0.45, headY - r * 0.12, r * 0.2, '#b3e5fc'),
    bow:
      polygon(
        [
          [r * 0.4, top + r * 0.2],
          [r * 1.1, top - r * 0.2],
          [r * 1.1, top + r * 0.6],
        ],
        '#ec407a',
      ) +
      polygon(
        [
          [r * 0.4, top + r * 0.2],
          [-r * 0.2, top - r * 0.2],
          [-r * 0.2, top + r * 0.6],
        ],
        '#ec407a',
      ),
    cap:
      path(`M ${-r} ${top + r * 0.4} Q 0 ${top - r * 0.8} ${r} ${top + r * 0.4} Z`, col) +
      rect(0, top + r * 0.2, r * 1.4, r * 0.25, shade(col, -0.2), { rx: r * 0.1 }),
  };
  parts.push(accessories[c.accessory ?? ''] ?? '');
  return parts.join('');
}

const QUADRUPEDS = new Set(['cat', 'dog', 'fox', 'rabbit', 'bear', 'mouse', 'lion', 'elephant', 'giraffe', 'unicorn', 'dinosaur', 'monkey']);
const BIRDS = new Set(['bird', 'owl', 'penguin']);
const SWIMMERS = new Set(['fish', 'whale']);

export function drawCharacter(c: LexCharacter, p: Pose): string {
  const body = QUADRUPEDS.has(c.id) ? quadruped(c, p) : BIRDS.has(c.id) ? bird(c, p) : SWIMMERS.has(c.id) ? swimmer(c, p) : special(c, p);
  return g({ transform: `translate(${p.x} ${p.y}) scale(${p.facing} 1)` }, body);
}

/** Creatures that float rather than stand. */
export const FLOATS = new Set(['fish', 'whale', 'octopus', 'butterfly']);
