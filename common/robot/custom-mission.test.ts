import { describe, expect, it } from 'vitest';
import { emptyGrid, type CellType, type GridSetup } from '../contracts/mission-creator.ts';
import { bestSteps, boardOf, toRobotMission } from './custom-mission.ts';
import { simulate } from './simulate.ts';
import { makeBlock } from './blocks.ts';

function grid(cells: Record<string, CellType>, size = 4): GridSetup {
  const g = emptyGrid(size);
  for (const [id, type] of Object.entries(cells)) {
    const [x, y] = id.split('-').map(Number);
    g.cells[y!]![x!]!.type = type;
  }
  return g;
}

const stored = (gridSetup: GridSetup) => ({
  id: '2b1c7a8e-1d5f-4c33-9a57-1f4a3e0c9b11',
  title: { en: 'Trip', ar: '' },
  description: { en: '', ar: 'وصف' },
  objectives: { en: ['Reach the flag', 'Grab the gem'], ar: [] },
  difficulty: 'beginner' as const,
  gridSetup,
  maxSteps: 6,
});

describe('custom missions as the robot plays them', () => {
  it('turns the start cell into robotStart on an empty cell, items into gems, walls and goals as they are', () => {
    const board = boardOf(grid({ '1-2': 'start', '0-0': 'wall', '3-3': 'goal', '2-2': 'item' }))!;
    expect(board.robotStart).toEqual({ x: 1, y: 2 });
    expect(board.gridData[2]![1]).toEqual({ type: 'empty' });
    expect(board.gridData[0]![0]).toEqual({ type: 'wall' });
    expect(board.gridData[2]![2]).toEqual({ type: 'item', item: 'gem' });
    expect(board.gridData[3]![3]).toEqual({ type: 'goal' });
    expect(boardOf(grid({ '0-0': 'start', '1-1': 'start' }))).toBeNull();
  });

  it('finds the shortest solution facing east, or none when walls close the way', () => {
    expect(bestSteps(grid({ '0-0': 'start', '3-0': 'goal' }))).toBe(3);
    // Down needs a right turn first: 1 turn + 3 moves.
    expect(bestSteps(grid({ '0-0': 'start', '0-3': 'goal' }))).toBe(4);
    expect(bestSteps(grid({ '0-0': 'start', '1-0': 'wall', '0-1': 'wall', '3-3': 'goal' }))).toBeNull();
    expect(bestSteps(grid({ '0-0': 'start' }))).toBeNull();
  });

  it('plays in the asked language, falling back to the other one, and the shortest program wins', () => {
    const mission = toRobotMission(stored(grid({ '0-0': 'start', '2-0': 'item', '3-0': 'goal' })), 'ar');
    expect(mission).toMatchObject({
      id: 'custom-2b1c7a8e-1d5f-4c33-9a57-1f4a3e0c9b11',
      title: 'Trip',
      description: 'وصف',
      objective: 'Reach the flag · Grab the gem',
      maxSteps: 6,
    });
    const outcome = simulate(mission, [makeBlock('move-forward', { parameter: 3 })], { trace: false });
    expect(outcome.result).toMatchObject({ success: true, steps: 3, itemsCollected: 1 });
  });
});
