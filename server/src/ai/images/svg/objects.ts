/** Small things a story may name, each drawn at (x, y) with size s. */
import { circle, ellipse, g, path, polygon, rect, starPoints } from './draw.ts';

type Draw = (s: number) => string;

const OBJECTS: Record<string, Draw> = {
  star: (s) => polygon(starPoints(0, -s * 0.5, s * 0.45), '#ffd54f', { stroke: '#f9a825', 'stroke-width': s * 0.04 }),
  ball: (s) =>
    circle(0, -s * 0.3, s * 0.3, '#ef5350') +
    path(`M ${-s * 0.3} ${-s * 0.3} Q 0 ${-s * 0.1} ${s * 0.3} ${-s * 0.3}`, 'none', { stroke: '#fff', 'stroke-width': s * 0.06 }),
  book: (s) =>
    rect(-s * 0.35, -s * 0.45, s * 0.7, s * 0.45, '#5c6bc0', { rx: s * 0.04 }) +
    rect(-s * 0.3, -s * 0.42, s * 0.28, s * 0.38, '#fff') +
    rect(s * 0.02, -s * 0.42, s * 0.28, s * 0.38, '#fff'),
  key: (s) =>
    circle(-s * 0.2, -s * 0.3, s * 0.14, 'none', { stroke: '#ffb300', 'stroke-width': s * 0.07 }) +
    rect(-s * 0.07, -s * 0.33, s * 0.45, s * 0.07, '#ffb300') +
    rect(s * 0.25, -s * 0.33, s * 0.06, s * 0.15, '#ffb300'),
  chest: (s) =>
    rect(-s * 0.4, -s * 0.4, s * 0.8, s * 0.4, '#8d6e63', { rx: s * 0.05 }) +
    path(`M ${-s * 0.4} ${-s * 0.4} Q 0 ${-s * 0.7} ${s * 0.4} ${-s * 0.4} Z`, '#a1887f') +
    rect(-s * 0.06, -s * 0.35, s * 0.12, s * 0.14, '#ffd54f'),
  balloon: (s) =>
    path(`M 0 ${-s * 0.45} q ${-s * 0.05} ${s * 0.25} ${s * 0.03} ${s * 0.45}`, 'none', { stroke: '#616161', 'stroke-width': s * 0.02 }) +
    ellipse(0, -s * 0.7, s * 0.22, s * 0.28, '#e53935'),
  flower: (s) =>
    rect(-s * 0.02, -s * 0.45, s * 0.04, s * 0.45, '#43a047') +
    [0, 72, 144, 216, 288].map((a) => ellipse(0, -s * 0.62, s * 0.08, s * 0.16, '#42a5f5', { transform: `rotate(${a} 0 ${-s * 0.5})` })).join('') +
    circle(0, -s * 0.5, s * 0.07, '#ffeb3b'),
  map: (s) =>
    polygon(
      [
        [-s * 0.4, -s * 0.45],
        [-s * 0.13, -s * 0.5],
        [s * 0.13, -s * 0.45],
        [s * 0.4, -s * 0.5],
        [s * 0.4, -s * 0.05],
        [s * 0.13, 0],
        [-s * 0.13, -s * 0.05],
        [-s * 0.4, 0],
      ],
      '#fff3c4',
      { stroke: '#c8a951', 'stroke-width': s * 0.02 },
    ) +
    path(`M ${-s * 0.3} ${-s * 0.1} q ${s * 0.2} ${-s * 0.3} ${s * 0.5} ${-s * 0.25}`, 'none', {
      stroke: '#e53935',
      'stroke-width': s * 0.03,
      'stroke-dasharray': `${s * 0.05} ${s * 0.04}`,
    }),
  crown: (s) =>
    polygon(
      [
        [-s * 0.35, 0],
        [-s * 0.35, -s * 0.35],
        [-s * 0.17, -s * 0.18],
        [0, -s * 0.4],
        [s * 0.17, -s * 0.18],
        [s * 0.35, -s * 0.35],
        [s * 0.35, 0],
      ],
      '#ffd54f',
      { stroke: '#f9a825', 'stroke-width': s * 0.03 },
    ),
  rocket: (s) =>
    path(`M 0 ${-s * 0.9} Q ${s * 0.2} ${-s * 0.6} ${s * 0.15} ${-s * 0.2} L ${-s * 0.15} ${-s * 0.2} Q ${-s * 0.2} ${-s * 0.6} 0 ${-s * 0.9} Z`, '#eceff1', {
      stroke: '#90a4ae',
      'stroke-width': s * 0.02,
    }) +
    circle(0, -s * 0.55, s * 0.07, '#4fc3f7') +
    polygon(
      [
        [-s * 0.15, -s * 0.3],
        [-s * 0.28, -s * 0.1],
        [-s * 0.13, -s * 0.2],
      ],
      '#e53935',
    ) +
    polygon(
      [
        [s * 0.15, -s * 0.3],
        [s * 0.28, -s * 0.1],
        [s * 0.13, -s * 0.2],
      ],
      '#e53935',
    ) +
    polygon(
      [
        [-s * 0.08, -s * 0.2],
        [0, 0],
        [s * 0.08, -s * 0.2],
      ],
      '#ffb300',
    ),
  lollipop: (s) =>
    rect(-s * 0.02, -s * 0.5, s * 0.04, s * 0.5, '#fff') +
    circle(0, -s * 0.6, s * 0.2, '#f06292') +
    path(`M ${-s * 0.12} ${-s * 0.6} a ${s * 0.12} ${s * 0.12} 0 1 1 ${s * 0.12} ${s * 0.12}`, 'none', { stroke: '#fff', 'stroke-width': s * 0.04 }),
  kite: (s) =>
    polygon(
      [
        [0, -s * 0.9],
        [s * 0.22, -s * 0.6],
        [0, -s * 0.3],
        [-s * 0.22, -s * 0.6],
      ],
      '#ab47bc',
    ) + path(`M 0 ${-s * 0.3} q ${s * 0.1} ${s * 0.15} ${-s * 0.05} ${s * 0.3}`, 'none', { stroke: '#616161', 'stroke-width': s * 0.02 }),
  lantern: (s) =>
    rect(-s * 0.15, -s * 0.5, s * 0.3, s * 0.4, '#ffca28', { rx: s * 0.06 }) +
    rect(-s * 0.18, -s * 0.55, s * 0.36, s * 0.06, '#6d4c41') +
    rect(-s * 0.18, -s * 0.12, s * 0.36, s * 0.06, '#6d4c41') +
    circle(0, -s * 0.3, s * 0.35, '#ffe082', { opacity: 0.3 }),
  boat: (s) =>
    path(`M ${-s * 0.45} ${-s * 0.2} L ${s * 0.45} ${-s * 0.2} L ${s * 0.3} 0 L ${-s * 0.3} 0 Z`, '#8d6e63') +
    rect(-s * 0.02, -s * 0.8, s * 0.04, s * 0.6, '#5d4037') +
    polygon(
      [
        [s * 0.02, -s * 0.78],
        [s * 0.35, -s * 0.28],
        [s * 0.02, -s * 0.28],
      ],
      '#fff',
    ),
  cake: (s) =>
    rect(-s * 0.35, -s * 0.35, s * 0.7, s * 0.35, '#f8bbd0') +
    rect(-s * 0.35, -s * 0.38, s * 0.7, s * 0.08, '#fff', { rx: s * 0.04 }) +
    [-0.15, 0, 0.15]
      .map((dx) => rect(dx * s - s * 0.015, -s * 0.55, s * 0.03, s * 0.17, '#64b5f6') + ellipse(dx * s, -s * 0.6, s * 0.025, s * 0.05, '#ffb300'))
      .join(''),
  shell: (s) =>
    path(`M ${-s * 0.3} 0 Q ${-s * 0.35} ${-s * 0.5} 0 ${-s * 0.5} Q ${s * 0.35} ${-s * 0.5} ${s * 0.3} 0 Z`, '#ffccbc', {
      stroke: '#ff8a65',
      'stroke-width': s * 0.02,
    }) + [-0.15, 0, 0.15].map((dx) => path(`M 0 0 L ${dx * s} ${-s * 0.45}`, 'none', { stroke: '#ff8a65', 'stroke-width': s * 0.02 })).join(''),
  drum: (s) =>
    rect(-s * 0.3, -s * 0.4, s * 0.6, s * 0.35, '#e53935') +
    ellipse(0, -s * 0.4, s * 0.3, s * 0.08, '#fff3e0') +
    ellipse(0, -s * 0.05, s * 0.3, s * 0.08, '#c62828') +
    path(`M ${-s * 0.3} ${-s * 0.35} L ${-s * 0.1} ${-s * 0.1} L ${s * 0.1} ${-s * 0.35} L ${s * 0.3} ${-s * 0.1}`, 'none', {
      stroke: '#ffd54f',
      'stroke-width': s * 0.03,
    }),
  gem: (s) =>
    polygon(
      [
        [-s * 0.25, -s * 0.35],
        [-s * 0.12, -s * 0.5],
        [s * 0.12, -s * 0.5],
        [s * 0.25, -s * 0.35],
        [0, 0],
      ],
      '#26c6da',
      { stroke: '#00838f', 'stroke-width': s * 0.02 },
    ) +
    polygon(
      [
        [-s * 0.12, -s * 0.5],
        [0, -s * 0.35],
        [s * 0.12, -s * 0.5],
      ],
      '#80deea',
    ),
  brush: (s) =>
    rect(-s * 0.03, -s * 0.7, s * 0.06, s * 0.5, '#8d6e63', { transform: `rotate(30 0 ${-s * 0.4})` }) +
    ellipse(s * 0.15, -s * 0.15, s * 0.06, s * 0.12, '#ab47bc', { transform: `rotate(30 ${s * 0.15} ${-s * 0.15})` }),
  sprout: (s) =>
    rect(-s * 0.02, -s * 0.4, s * 0.04, s * 0.4, '#66bb6a') +
    ellipse(-s * 0.12, -s * 0.4, s * 0.12, s * 0.06, '#81c784', { transform: `rotate(-30 ${-s * 0.12} ${-s * 0.4})` }) +
    ellipse(s * 0.12, -s * 0.45, s * 0.12, s * 0.06, '#81c784', { transform: `rotate(30 ${s * 0.12} ${-s * 0.45})` }) +
    ellipse(0, 0, s * 0.2, s * 0.05, '#8d6e63'),
};

/** Things that belong up in the air. */
export const FLYING = new Set(['balloon', 'kite', 'rocket', 'star']);

export function drawObject(shape: string, x: number, y: number, s: number): string {
  const draw = OBJECTS[shape] ?? OBJECTS.star!;
  return g({ transform: `translate(${x} ${y})` }, draw(s));
}
