import { describe, expect, it } from 'vitest';
import { addEntry, emptyGrid, estimatedTimeFrom } from '@common/contracts/mission-creator.ts';
import { draftProblem, draftToBody, emptyDraft, paintCell, type MissionDraft } from './mission-draft.ts';

function ready(): MissionDraft {
  let grid = paintCell(emptyGrid(5), 0, 0, 'start');
  grid = paintCell(grid, 3, 0, 'goal');
  return { ...emptyDraft(), title: { en: 'Trip', ar: '' }, objectives: { en: ['Reach the flag'], ar: [] }, grid };
}

describe('Mission Creator draft', () => {
  it('checks in the spec’s order, in the form’s current language', () => {
    expect(draftProblem(emptyDraft(), 'en')).toEqual({ kind: 'title' });
    expect(draftProblem({ ...emptyDraft(), title: { en: 'Trip', ar: '' } }, 'en')).toEqual({ kind: 'objective' });
    expect(draftProblem(ready(), 'ar')).toEqual({ kind: 'title' });
    const noGrid = { ...ready(), grid: null };
    expect(draftProblem(noGrid, 'en')).toEqual({ kind: 'start' });
    expect(draftProblem({ ...ready(), grid: paintCell(ready().grid!, 0, 0, 'empty') }, 'en')).toEqual({ kind: 'start' });
    expect(draftProblem({ ...ready(), grid: paintCell(ready().grid!, 3, 0, 'empty') }, 'en')).toEqual({ kind: 'goal' });
    expect(draftProblem({ ...ready(), grid: paintCell(ready().grid!, 4, 4, 'start') }, 'en')).toEqual({ kind: 'severalStarts', count: 2 });
    expect(draftProblem({ ...ready(), grid: paintCell(ready().grid!, 4, 4, 'goal') }, 'en')).toEqual({ kind: 'severalGoals', count: 2 });
    expect(draftProblem(ready(), 'en')).toBeNull();
  });

  it('refuses an unreachable goal and max steps below the shortest solution', () => {
    let walled = paintCell(ready().grid!, 1, 0, 'wall');
    walled = paintCell(walled, 0, 1, 'wall');
    expect(draftProblem({ ...ready(), grid: walled }, 'en')).toEqual({ kind: 'unreachable' });
    expect(draftProblem({ ...ready(), maxSteps: '2' }, 'en')).toEqual({ kind: 'maxStepsTooLow', best: 3 });
    expect(draftProblem({ ...ready(), maxSteps: '3' }, 'en')).toBeNull();
  });

  it('sends estimated time 5–60 (not a number: 15) and empty max steps as the solver’s choice', () => {
    expect(draftToBody({ ...ready(), estimatedTime: 'abc' })).toMatchObject({ estimatedTime: 15, maxSteps: null });
    expect(estimatedTimeFrom('90')).toBe(60);
    expect(estimatedTimeFrom('1')).toBe(5);
    expect(estimatedTimeFrom('')).toBe(15);
    expect(draftToBody({ ...ready(), maxSteps: '12' }).maxSteps).toBe(12);
  });

  it('adds trimmed, non-empty entries; tags stay unique', () => {
    expect(addEntry(['loops'], '  grid ', { unique: true })).toEqual(['loops', 'grid']);
    expect(addEntry(['loops'], 'Loops', { unique: true })).toEqual(['loops']);
    expect(addEntry(['a'], '   ', { unique: false })).toEqual(['a']);
    expect(addEntry(['a'], 'a', { unique: false })).toEqual(['a', 'a']);
  });
});
