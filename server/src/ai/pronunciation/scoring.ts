/** Pure scoring helpers: phone alignment, score mappings and their combination. */
import { CONFUSABLE, type Phone } from './phonemes.ts';

export const clamp01 = (x: number) => Math.max(0, Math.min(1, x));
export const to100 = (x: number) => Math.round(100 * clamp01(x));

function substitutionCost(a: Phone, b: Phone): number {
  if (a === b) return 0;
  // A near miss (sh for ch, ih for iy) costs half a wrong phone.
  return CONFUSABLE[a]?.includes(b) || CONFUSABLE[b]?.includes(a) ? 0.5 : 1;
}

export interface PhoneAlignment {
  /** 1 − cost / longer length, 0–1. */
  similarity: number;
  /** Expected phones that were replaced or left out, in order. */
  missed: Phone[];
}

/** Weighted edit distance between expected and heard phones, with what was missed. */
export function alignPhones(expected: Phone[], heard: Phone[]): PhoneAlignment {
  const n = expected.length;
  const m = heard.length;
  if (n === 0) return { similarity: m === 0 ? 1 : 0, missed: [] };
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      cost[i]![j] = Math.min(cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1, cost[i - 1]![j - 1]! + substitutionCost(expected[i - 1]!, heard[j - 1]!));
    }
  }
  const missed: Phone[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && cost[i]![j] === cost[i - 1]![j - 1]! + substitutionCost(expected[i - 1]!, heard[j - 1]!)) {
      if (expected[i - 1] !== heard[j - 1]) missed.unshift(expected[i - 1]!);
      i--;
      j--;
    } else if (i > 0 && cost[i]![j] === cost[i - 1]![j]! + 1) {
      missed.unshift(expected[i - 1]!);
      i--;
    } else {
      j--;
    }
  }
  return { similarity: clamp01(1 - cost[n]![m]! / Math.max(n, m)), missed };
}

/** Character-level similarity of two texts (for a remote transcript against the target), 0–1. */
export function textSimilarity(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  if (x.length === 0 && y.length === 0) return 1;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    previous = current;
  }
  return clamp01(1 - previous[y.length]! / Math.max(x.length, y.length));
}

/** Weighted mean of the parts that are present. */
export function combine(parts: { score: number; weight: number }[]): number {
  const total = parts.reduce((sum, p) => sum + p.weight, 0);
  if (total === 0) return 0;
  return parts.reduce((sum, p) => sum + p.score * p.weight, 0) / total;
}

/**
 * Pace from the speech duration against the expected one: full marks from 0.6× to 2.2× the reference (a child
 * reading is slower than a voice), falling off outside.
 */
export function paceScore(seconds: number, expected: number): number {
  if (expected <= 0) return 1;
  const ratio = seconds / expected;
  if (ratio < 0.6) return clamp01(ratio / 0.6) ** 1.5;
  if (ratio <= 2.2) return 1;
  return clamp01(1 - (ratio - 2.2) / 2.5);
}
