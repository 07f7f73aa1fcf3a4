/**
 * Letter templates (a reference in each font of its script) and the two operations on them: fitting a drawing
 * to a letter, and ranking the letters of an alphabet by how well the drawing fits each.
 */
import { scriptOf, variantCount } from './fonts.ts';
import type { PointSet } from './geometry.ts';
import { align, screenDistance, worstPart, type Alignment } from './match.ts';
import { referenceFor, type Reference } from './reference.ts';

export interface Template {
  letter: string;
  variant: number;
  reference: Reference;
  hasMarks: boolean;
}

/**
 * Added to the distance when the drawing has marks (dots, accents) and the template none, or the other way:
 * l and i, or ح and خ, differ by little ink but in kind.
 */
const MARK_MISMATCH = 0.03;
const markPenalty = (template: Template, drawnHasMarks: boolean | undefined) =>
  drawnHasMarks === undefined || template.hasMarks === drawnHasMarks ? 0 : MARK_MISMATCH;

const templates = new Map<string, Template>();

export function templateFor(letter: string, variant: number): Template {
  const key = `${variant}:${letter}`;
  let template = templates.get(key);
  if (!template) {
    const reference = referenceFor(letter, 'letter', variant);
    template = {
      letter,
      variant,
      reference,
      hasMarks: reference.marks.some((g) => g >= 0),
    };
    templates.set(key, template);
  }
  return template;
}

export function templatesOf(letter: string): Template[] {
  return Array.from({ length: variantCount(scriptOf(letter)) }, (_, v) => templateFor(letter, v));
}

export interface Fit {
  template: Template;
  alignment: Alignment;
}

const alignments = new WeakMap<PointSet, Map<Template, Alignment>>();

/**
 * The drawing aligned to a template, once per pair: an analysis fits the target's templates (fitLetter) and ranks
 * the letters of its case (rankLetters), and the two share most of the target's fits. Alignments are not changed
 * by their readers.
 */
function alignedTo(fine: PointSet, template: Template): Alignment {
  let byTemplate = alignments.get(fine);
  if (!byTemplate) {
    byTemplate = new Map();
    alignments.set(fine, byTemplate);
  }
  let alignment = byTemplate.get(template);
  if (!alignment) {
    alignment = align(fine, template.reference.points);
    byTemplate.set(template, alignment);
  }
  return alignment;
}

/** The drawing fitted to the letter's templates; the best fit wins. Screens them all, fits the closest `keep`. */
export function fitLetter(fine: PointSet, letter: string, keep = 2, drawnHasMarks?: boolean): Fit {
  const screened = templatesOf(letter)
    .map((template) => ({ template, distance: screenDistance(fine, template.reference.points) + markPenalty(template, drawnHasMarks) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, keep);
  let best: Fit | null = null;
  let bestDistance = Infinity;
  for (const { template } of screened) {
    const alignment = alignedTo(fine, template);
    const distance = alignment.distance + markPenalty(template, drawnHasMarks);
    if (distance < bestDistance) {
      best = { template, alignment };
      bestDistance = distance;
    }
  }
  return best!;
}

/**
 * Weight of the worst-matched parts in recognition (see worstPart): the mean of the reference's worst line and the
 * drawing's worst stroke is added, at a third of its size, to the shape distance. Recognition only: accuracy stays
 * on the shape distance it is calibrated on.
 */
const PART_WEIGHT = 0.3;

/** The distance letters are told apart by: shape distance, mark mismatch and the worst-matched parts. */
export function recognitionDistance(fine: PointSet, template: Template, alignment: Alignment, drawnHasMarks?: boolean): number {
  const parts = (worstPart(alignment.reference.costs, template.reference.points) + worstPart(alignment.drawn.costs, fine)) / 2;
  return alignment.distance + markPenalty(template, drawnHasMarks) + PART_WEIGHT * parts;
}

export interface Ranked {
  letter: string;
  /** Recognition distance (see recognitionDistance). */
  distance: number;
  /** Shape distance with the mark penalty, as accuracy reads it. */
  shape: number;
}

/**
 * Letters ordered by fit. Every template of every candidate is screened through distance maps; the closest
 * `keep` templates are fitted properly, and their letters lead the ranking.
 */
export function rankLetters(fine: PointSet, candidates: readonly string[], keep = 8, drawnHasMarks?: boolean): Ranked[] {
  const screened = candidates
    .flatMap((letter) => templatesOf(letter))
    .map((template) => ({ template, distance: screenDistance(fine, template.reference.points) + markPenalty(template, drawnHasMarks) }))
    .sort((a, b) => a.distance - b.distance);
  const fitted = new Map<string, { distance: number; shape: number }>();
  for (const { template } of screened.slice(0, keep)) {
    const alignment = alignedTo(fine, template);
    const distance = recognitionDistance(fine, template, alignment, drawnHasMarks);
    const shape = alignment.distance + markPenalty(template, drawnHasMarks);
    const earlier = fitted.get(template.letter);
    fitted.set(template.letter, {
      distance: Math.min(earlier?.distance ?? Infinity, distance),
      shape: Math.min(earlier?.shape ?? Infinity, shape),
    });
  }
  const ranked: Ranked[] = [...fitted].map(([letter, { distance, shape }]) => ({ letter, distance, shape }));
  ranked.sort((a, b) => a.distance - b.distance);
  // Letters never fitted follow, in screening order, behind every fitted one.
  const worst = ranked.length ? ranked[ranked.length - 1]!.distance : 0;
  const seen = new Set(fitted.keys());
  for (const { template, distance } of screened) {
    if (seen.has(template.letter)) continue;
    seen.add(template.letter);
    ranked.push({ letter: template.letter, distance: Math.max(distance, worst), shape: Math.max(distance, worst) });
  }
  return ranked;
}
