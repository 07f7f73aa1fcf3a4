/**
 * Norm-referenced scores shared by the grade assessments, the skills assessment and the struggling-readers screen
 * (spec 000 §9): a raw score becomes a standard score (mean 100, SD 15, clamped 55–145), a percentile by
 * interpolation in one table, a reading category and a risk level.
 */

export const STANDARD_MIN = 55;
export const STANDARD_MAX = 145;

export const CATEGORIES = ['above', 'at', 'below', 'well_below'] as const;
export type Category = (typeof CATEGORIES)[number];

export const RISK_LEVELS = ['high_risk', 'at_risk', 'monitor'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** What a cohort of the same grade scores on a measure: the mean and the standard deviation of the raw score. */
export interface Norm {
  mean: number;
  sd: number;
}

/** Standard score of a raw score against its norm: 100 + 15 z, rounded, clamped to 55–145. */
export function standardScore(raw: number, norm: Norm): number {
  const z = norm.sd > 0 ? (raw - norm.mean) / norm.sd : 0;
  return Math.min(STANDARD_MAX, Math.max(STANDARD_MIN, Math.round(100 + 15 * z)));
}

/** Bands of spec 000 §9: 115 or more above, 85 or more at, 70 or more below, else well below. */
export function categoryOf(standard: number): Category {
  if (standard >= 115) return 'above';
  if (standard >= 85) return 'at';
  if (standard >= 70) return 'below';
  return 'well_below';
}

/** Spec 000 §4: well below is high risk, below is at risk, anything else is monitored. */
export function riskOf(category: Category): RiskLevel {
  if (category === 'well_below') return 'high_risk';
  if (category === 'below') return 'at_risk';
  return 'monitor';
}

/**
 * The percentile table (standard score → percentile). The spec pins its ends: 55 is the 1st percentile and 115 the
 * 99th. Between them the anchors are the normal curve's (100 is the 50th, 85 the 16th), so a score at the mean reads
 * as average; the last step, 110 → 115, climbs to the spec's 99th.
 */
const PERCENTILE_TABLE: readonly (readonly [standard: number, percentile: number])[] = [
  [55, 1],
  [70, 2],
  [75, 5],
  [80, 9],
  [85, 16],
  [90, 25],
  [95, 37],
  [100, 50],
  [105, 63],
  [110, 75],
  [115, 99],
];

/** Percentile of a standard score by linear interpolation in the table; 1 below 55, 99 from 115 up. */
export function percentileOf(standard: number): number {
  const first = PERCENTILE_TABLE[0]!;
  const last = PERCENTILE_TABLE[PERCENTILE_TABLE.length - 1]!;
  if (standard <= first[0]) return first[1];
  if (standard >= last[0]) return last[1];
  for (let i = 1; i < PERCENTILE_TABLE.length; i++) {
    const [s1, p1] = PERCENTILE_TABLE[i]!;
    if (standard <= s1) {
      const [s0, p0] = PERCENTILE_TABLE[i - 1]!;
      return Math.round(p0 + ((standard - s0) / (s1 - s0)) * (p1 - p0));
    }
  }
  return last[1];
}

/** Everything a record stores for one measure. */
export interface NormedScore {
  raw: number;
  standard: number;
  percentile: number;
  category: Category;
}

export function normed(raw: number, norm: Norm): NormedScore {
  const standard = standardScore(raw, norm);
  return { raw, standard, percentile: percentileOf(standard), category: categoryOf(standard) };
}
