import { describe, expect, it } from 'vitest';
import { categoryOf, normed, percentileOf, riskOf, standardScore } from './norms.ts';

describe('standard scores', () => {
  it('are 100 + 15 z, rounded', () => {
    expect(standardScore(50, { mean: 50, sd: 10 })).toBe(100);
    expect(standardScore(60, { mean: 50, sd: 10 })).toBe(115);
    expect(standardScore(43, { mean: 50, sd: 10 })).toBe(90); // 100 - 10.5 = 89.5 → 90
  });

  it('are clamped to 55–145', () => {
    expect(standardScore(0, { mean: 50, sd: 5 })).toBe(55);
    expect(standardScore(100, { mean: 50, sd: 5 })).toBe(145);
  });

  it('are 100 when the norm has no spread', () => {
    expect(standardScore(7, { mean: 3, sd: 0 })).toBe(100);
  });
});

describe('categories and risk', () => {
  it('follow the bands 115 / 85 / 70', () => {
    expect([145, 115, 114, 85, 84, 70, 69, 55].map(categoryOf)).toEqual(['above', 'above', 'at', 'at', 'below', 'below', 'well_below', 'well_below']);
  });

  it('map well below to high risk and below to at risk', () => {
    expect(riskOf('well_below')).toBe('high_risk');
    expect(riskOf('below')).toBe('at_risk');
    expect(riskOf('at')).toBe('monitor');
    expect(riskOf('above')).toBe('monitor');
  });
});

describe('percentiles', () => {
  it('run from 55 (1st) to 115 (99th)', () => {
    expect(percentileOf(55)).toBe(1);
    expect(percentileOf(40)).toBe(1);
    expect(percentileOf(115)).toBe(99);
    expect(percentileOf(145)).toBe(99);
  });

  it('interpolate between the anchors', () => {
    expect(percentileOf(100)).toBe(50);
    expect(percentileOf(85)).toBe(16);
    expect(percentileOf(102)).toBe(55); // 50 + 2/5 × 13 = 55.2
    expect(percentileOf(62.5)).toBe(2); // 1 + 7.5/15 × 1 = 1.5 → 2
  });

  it('never go down as the score goes up', () => {
    let previous = 0;
    for (let s = 50; s <= 150; s++) {
      expect(percentileOf(s)).toBeGreaterThanOrEqual(previous);
      previous = percentileOf(s);
    }
  });

  it('come together in normed()', () => {
    expect(normed(38, { mean: 50, sd: 10 })).toEqual({ raw: 38, standard: 82, percentile: 12, category: 'below' });
  });
});
