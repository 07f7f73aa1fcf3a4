import { describe, expect, it } from 'vitest';
import { builtInMissions, hintedSolution, MISSION_LANGUAGES } from '../content/mission-coach.ts';
import { BUILT_IN_MISSION_IDS } from '../domain/progress.ts';
import { makeBlock, usedPaletteIds } from './blocks.ts';
import { simulate } from './simulate.ts';
import { shortestPath, type SolverAction } from './solver.ts';
import type { Block, Cell } from './types.ts';

const E: Cell = { type: 'empty' };
const W: Cell = { type: 'wall' };
const G: Cell = { type: 'goal' };

function programOf(actions: SolverAction[]): Block[] {
  return actions.map((a) => makeBlock(a === 'forward' ? 'move-forward' : a === 'left' ? 'turn-left' : 'turn-right'));
}

describe('shortestPath', () => {
  it('counts moves and turns, and finds the way around walls', () => {
    expect(shortestPath([[E, E, G]], { x: 0, y: 0 })).toEqual({ steps: 2, actions: ['forward', 'forward'] });
    expect(
      shortestPath(
        [
          [E, W],
          [E, G],
        ],
        { x: 0, y: 0 },
      )?.steps,
    ).toBe(4);
    expect(shortestPath([[G, E]], { x: 1, y: 0 })?.steps).toBe(3);
  });

  it('answers null when no goal can be reached', () => {
    expect(shortestPath([[E, W, G]], { x: 0, y: 0 })).toBeNull();
    expect(shortestPath([[E, E]], { x: 0, y: 0 })).toBeNull();
    expect(shortestPath([[W, G]], { x: 0, y: 0 })).toBeNull();
  });
});

describe('the 5 missions of spec 001 §9', () => {
  const missions = builtInMissions('en');

  it('ids, titles, difficulties, max steps and grid sizes', () => {
    expect(missions.map((m) => [m.id, m.title, m.difficulty, m.maxSteps])).toEqual([
      ['move-robot', 'First Steps', 'beginner', 5],
      ['turn-and-move', 'Change Direction', 'beginner', 8],
      ['avoid-walls', 'Navigate Around Obstacles', 'intermediate', 15],
      ['use-repeat', 'Efficient Programming', 'intermediate', 6],
      ['conditional-logic', 'Smart Decision Making', 'advanced', 12],
    ]);
    expect(missions.map((m) => m.id)).toEqual([...BUILT_IN_MISSION_IDS]);
    for (const [i, m] of missions.entries()) {
      expect(m.gridData).toHaveLength(4);
      for (const row of m.gridData) expect(row).toHaveLength(i === 3 ? 5 : 4);
      expect(m.hints.length).toBeGreaterThan(0);
    }
    expect(missions[0]!.requiredBlocks).toEqual(['move-forward']);
    expect(missions[1]!.requiredBlocks).toEqual(['turn-right', 'move-forward']);
  });

  it.each(missions.map((m) => [m.id, m] as const))('%s is solvable within its max steps (shortest route replayed)', (_id, mission) => {
    const path = shortestPath(mission.gridData, mission.robotStart);
    expect(path).not.toBeNull();
    expect(path!.steps).toBeLessThanOrEqual(mission.maxSteps);
    const run = simulate(mission, programOf(path!.actions));
    expect(run.result).toMatchObject({ success: true, efficiency: 100 });
  });

  it.each(missions.map((m) => [m.id, m] as const))('%s: the program its hints describe solves it with its required blocks', (id, mission) => {
    const solution = hintedSolution(id)!;
    const run = simulate(mission, solution);
    expect(run.error).toBeUndefined();
    expect(run.result.success).toBe(true);
    expect(run.result.steps).toBeLessThanOrEqual(mission.maxSteps);
    const used = usedPaletteIds(solution);
    for (const block of mission.requiredBlocks) expect(used.has(block)).toBe(true);
  });

  it('mission 1 takes 3 forward moves and mission 4 repeats 4 times', () => {
    expect(shortestPath(missions[0]!.gridData, missions[0]!.robotStart)!.actions).toEqual(['forward', 'forward', 'forward']);
    const repeat = hintedSolution('use-repeat')![0]!;
    expect(repeat.parameters![0]).toMatchObject({ name: 'times', value: 4 });
  });

  it('every language has every text', () => {
    for (const lang of MISSION_LANGUAGES) {
      for (const [i, m] of builtInMissions(lang).entries()) {
        expect(m.title).not.toBe('');
        expect(m.hints).toHaveLength(missions[i]!.hints.length);
      }
    }
    expect(builtInMissions('ar')[0]!.title).toBe('الخطوات الأولى');
    expect(builtInMissions('den')[0]!.title).toBe('First Steps');
  });
});
