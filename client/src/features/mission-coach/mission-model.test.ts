import { describe, expect, it } from 'vitest';
import { builtInMissions } from '@common/content/mission-coach.ts';
import type { MissionView } from '@common/contracts/mission-coach.ts';
import { isUnlocked } from './mission-model.ts';

const missions: MissionView[] = builtInMissions('en').map((m) => ({ ...m, source: 'built-in' }));

describe('isUnlocked (spec 001 §4)', () => {
  it('the first is open; each next one opens when the previous is completed', () => {
    expect(isUnlocked(missions, 0, new Set())).toBe(true);
    expect(isUnlocked(missions, 1, new Set())).toBe(false);
    expect(isUnlocked(missions, 1, new Set(['move-robot']))).toBe(true);
    expect(isUnlocked(missions, 2, new Set(['move-robot']))).toBe(false);
    expect(isUnlocked(missions, 9, new Set())).toBe(false);
  });

  it('an assigned custom mission is open from the start', () => {
    const custom: MissionView = { ...missions[0]!, id: 'custom-1', source: 'custom' };
    expect(isUnlocked([...missions, custom], 5, new Set())).toBe(true);
  });
});
