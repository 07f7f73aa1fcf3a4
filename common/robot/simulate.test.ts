import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeBlock, measureProgram, coerceNumber, paletteIdOf } from './blocks.ts';
import { FEEDBACK, ROBOT_ERRORS, efficiencyOf, simulate } from './simulate.ts';
import { MAX_BLOCKS, MAX_DEPTH, MAX_EXECUTED_STEPS, PALETTE_IDS, type Block, type Cell, type MissionBoard, type PaletteId } from './types.ts';

const E: Cell = { type: 'empty' };
const W: Cell = { type: 'wall' };
const G: Cell = { type: 'goal' };
const I: Cell = { type: 'item', item: 'gem' };

/** A 4×4 board: start at (0,1), goal at (3,1), as mission 1. */
function board(
  rows: Cell[][] = [
    [E, E, E, E],
    [E, E, E, G],
    [E, E, E, E],
    [E, E, E, E],
  ],
  maxSteps = 5,
): MissionBoard {
  return { gridData: rows, robotStart: { x: 0, y: 1 }, maxSteps };
}
const fwd = (n?: number) => makeBlock('move-forward', n === undefined ? {} : { parameter: n });
const left = () => makeBlock('turn-left');
const right = () => makeBlock('turn-right');
const repeat = (times: number, children: Block[]) => makeBlock('repeat', { parameter: times, children });
const ifWall = (children: Block[]) => makeBlock('if-wall', { children });
const pickUp = () => makeBlock('pick-up');

describe('blocks', () => {
  it('ids are the palette id and a timestamp, unique within one millisecond', () => {
    const a = makeBlock('move-forward', { now: 1000 });
    const b = makeBlock('move-forward', { now: 1000 });
    expect(a.id).toMatch(/^move-forward-\d+$/);
    expect(a.id).not.toBe(b.id);
    expect(paletteIdOf(a.id)).toBe('move-forward');
    expect(paletteIdOf('turn-left-17')).toBe('turn-left');
    expect(paletteIdOf('jump-17')).toBeNull();
    expect(a).toMatchObject({ type: 'move', label: 'move forward', parameters: [{ name: 'steps', type: 'number', value: 1 }] });
    expect(makeBlock('repeat')).toMatchObject({ type: 'repeat', parameters: [{ name: 'times', value: 3 }], children: [] });
    expect(makeBlock('if-wall')).toMatchObject({ type: 'condition', label: 'if wall ahead', children: [] });
    expect(makeBlock('pick-up').type).toBe('action');
  });

  it('number parameters are integers 1–10; anything else falls back to 1', () => {
    expect(coerceNumber(4)).toBe(4);
    expect(coerceNumber('7')).toBe(7);
    expect(coerceNumber('abc')).toBe(1);
    expect(coerceNumber(0)).toBe(1);
    expect(coerceNumber(11)).toBe(1);
    expect(coerceNumber(2.5)).toBe(1);
    expect(coerceNumber(null)).toBe(1);
  });

  it('measures count and depth', () => {
    expect(measureProgram([fwd(), repeat(2, [ifWall([left()])])])).toEqual({ count: 4, depth: 3 });
  });
});

describe('simulate: spec 001 §4', () => {
  it('starts facing east; each move is a step; reaching the goal succeeds with full efficiency', () => {
    const run = simulate(board(), [fwd(), fwd(), fwd()]);
    expect(run.error).toBeUndefined();
    expect(run.final).toMatchObject({ x: 3, y: 1, facing: 'east', goalReached: true });
    expect(run.result).toEqual({ success: true, steps: 3, itemsCollected: 0, efficiency: 100, feedback: FEEDBACK.perfect });
  });

  it('move forward with steps moves that many squares', () => {
    expect(simulate(board(), [fwd(3)]).final.x).toBe(3);
  });

  it('moving into a wall stops the run with the spec error and fails', () => {
    const rows = [
      [E, E, E, E],
      [E, W, E, G],
      [E, E, E, E],
      [E, E, E, E],
    ];
    const run = simulate(board(rows), [fwd(), fwd()]);
    expect(run.error).toBe('Robot tried to move into a wall!');
    expect(run.errorCode).toBe('wall');
    expect(run.final.x).toBe(0);
    expect(run.result.success).toBe(false);
    expect(run.result.feedback).toBe('Mission not completed. Check your code and try again!');
  });

  it('moving off the grid stops the run with the spec error', () => {
    const run = simulate(board(), [left(), left(), fwd()]);
    expect(run.error).toBe('Robot tried to move outside the grid!');
    expect(run.result.steps).toBe(2);
  });

  it('an error after passing the goal still fails: the run stopped', () => {
    const run = simulate(board(), [fwd(3), fwd()]);
    expect(run.final.goalReached).toBe(true);
    expect(run.result.success).toBe(false);
  });

  it('turns cycle north, east, south, west and each is a step', () => {
    const facings: string[] = [];
    simulate(board(), [right(), right(), right(), right()], { onStep: (f) => facings.push(f.state.facing) });
    expect(facings).toEqual(['south', 'west', 'north', 'east']);
    const lefts: string[] = [];
    simulate(board(), [left(), left(), left(), left()], { onStep: (f) => lefts.push(f.state.facing) });
    expect(lefts).toEqual(['north', 'west', 'south', 'east']);
    expect(simulate(board(), [left(), right()]).result.steps).toBe(2);
  });

  it('passing through the goal counts as reached; ending elsewhere still succeeds', () => {
    const rows = [
      [E, E, E, E],
      [E, G, E, E],
      [E, E, E, E],
      [E, E, E, E],
    ];
    const run = simulate(board(rows), [fwd(2)]);
    expect(run.final.x).toBe(2);
    expect(run.result.success).toBe(true);
  });

  it('entering an item cell collects it and empties the cell; pick-up collects on the current cell only once', () => {
    const rows = [
      [E, E, E, E],
      [E, I, I, G],
      [E, E, E, E],
      [E, E, E, E],
    ];
    const run = simulate(board(rows), [fwd(), pickUp(), fwd(), fwd()]);
    expect(run.result.itemsCollected).toBe(2);
    expect(run.final.collected.sort()).toEqual(['1,1', '2,1']);
    const start = {
      ...board([
        [E, E, E, E],
        [I, E, E, G],
        [E, E, E, E],
        [E, E, E, E],
      ]),
    };
    expect(simulate(start, [pickUp(), pickUp()]).result.itemsCollected).toBe(1);
    expect(simulate(start, [pickUp()]).result.steps).toBe(0);
  });

  it('repeat runs its children "times" times', () => {
    expect(simulate(board(), [repeat(3, [fwd()])]).result).toMatchObject({ success: true, steps: 3 });
    expect(simulate(board(), [repeat(4, [right()])]).final.facing).toBe('east');
  });

  it('if-wall runs its children only when a wall or the edge is ahead', () => {
    const rows = [
      [E, E, E, E],
      [E, W, E, G],
      [E, E, E, E],
      [E, E, E, E],
    ];
    expect(simulate(board(rows), [ifWall([right()])]).final.facing).toBe('south');
    expect(simulate(board(), [ifWall([right()])]).final.facing).toBe('east');
    expect(simulate(board(), [fwd(3), ifWall([left()])]).final.facing).toBe('north');
  });

  it('no goal reached: failure with 0 efficiency', () => {
    expect(simulate(board(), [fwd()]).result).toEqual({ success: false, steps: 1, itemsCollected: 0, efficiency: 0, feedback: FEEDBACK.failed });
  });

  it('efficiency = max(0, 100 − (steps − maxSteps) × 10), at most 100, with the three feedback texts', () => {
    expect(efficiencyOf(3, 5)).toBe(100);
    expect(efficiencyOf(5, 5)).toBe(100);
    expect(efficiencyOf(6, 5)).toBe(90);
    expect(efficiencyOf(8, 5)).toBe(70);
    expect(efficiencyOf(20, 5)).toBe(0);
    const wander = (turns: number) => [...Array.from({ length: turns }, () => right()), fwd(3)];
    expect(simulate(board(), wander(4)).result).toMatchObject({ steps: 7, efficiency: 80, feedback: FEEDBACK.great });
    expect(simulate(board(), wander(3)).result.success).toBe(false);
    expect(simulate(board(), [...wander(8), right(), right(), right(), right()].slice(0, 11)).result.success).toBe(true);
    expect(simulate(board(), [...Array.from({ length: 8 }, () => left()), fwd(3)]).result).toMatchObject({ efficiency: 40, feedback: FEEDBACK.completed });
    expect(simulate(board(), [right(), right(), right(), right(), fwd(3)]).result.feedback).toBe('Great job! You completed the mission successfully!');
    expect(simulate(board(), [fwd(3)]).result.feedback).toBe('Perfect! You completed the mission with excellent efficiency!');
  });

  it('records one frame per action, tagged with its top-level block', () => {
    const program = [fwd(2), repeat(2, [right()])];
    const run = simulate(board(), program);
    expect(run.trace.map((f) => [f.action, f.topIndex])).toEqual([
      ['move', 0],
      ['move', 0],
      ['repeat', 1],
      ['turn', 1],
      ['repeat', 1],
      ['turn', 1],
    ]);
    expect(run.trace[3]!.blockId).toBe(program[1]!.children![0]!.id);
    expect(simulate(board(), program, { trace: false }).trace).toEqual([]);
  });
});

describe('simulate: bounds', () => {
  it(`stops after ${MAX_EXECUTED_STEPS} executed steps with a clear message`, () => {
    const spin = repeat(10, [repeat(10, [repeat(10, [repeat(10, [right()])])])]);
    const run = simulate(board(), [spin]);
    expect(run.error).toBe('The program ran for too long: the robot stops after 1,000 steps.');
    expect(run.result.success).toBe(false);
    // Conditions that never move count too, so a program of empty checks cannot run forever.
    const checks = repeat(10, [repeat(10, [repeat(10, [repeat(10, [ifWall([])])])])]);
    expect(simulate(board(), [checks]).errorCode).toBe('tooLong');
  });

  it('refuses more than 200 blocks or nesting deeper than 8', () => {
    const many = Array.from({ length: MAX_BLOCKS + 1 }, () => right());
    expect(simulate(board(), many).error).toBe(ROBOT_ERRORS.tooManyBlocks);
    let deep: Block = fwd();
    for (let i = 0; i < MAX_DEPTH; i++) deep = repeat(1, [deep]);
    expect(simulate(board(), [deep]).error).toBe('Blocks are nested too deeply (at most 8 levels).');
  });
});

const PALETTE: readonly PaletteId[] = PALETTE_IDS;
const blockArb: fc.Memo<Block> = fc.memo((depth) =>
  depth <= 1
    ? fc
        .constantFrom(...PALETTE.filter((p) => p !== 'repeat' && p !== 'if-wall'))
        .chain((p) => fc.oneof(fc.integer({ min: -3, max: 14 }), fc.constant(undefined)).map((n) => makeBlock(p, n === undefined ? {} : { parameter: n })))
    : fc.oneof(
        blockArb(1),
        fc.tuple(fc.integer({ min: 1, max: 10 }), fc.array(blockArb(depth - 1), { maxLength: 4 })).map(([n, c]) => repeat(n, c)),
        fc.array(blockArb(depth - 1), { maxLength: 4 }).map((c) => ifWall(c)),
      ),
);

const cellArb = fc.constantFrom<Cell>(E, E, E, W, G, I);
const boardArb = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })).chain(([w, h]) =>
  fc.record({
    gridData: fc.array(fc.array(cellArb, { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
    robotStart: fc.record({ x: fc.integer({ min: 0, max: w - 1 }), y: fc.integer({ min: 0, max: h - 1 }) }),
    maxSteps: fc.integer({ min: 1, max: 20 }),
  }),
);

describe('simulate: properties', () => {
  it('random programs never throw and never exceed the bounds', () => {
    fc.assert(
      fc.property(boardArb, fc.array(blockArb(MAX_DEPTH + 1), { maxLength: 12 }), (b, program) => {
        const run = simulate(b, program);
        expect(run.trace.length).toBeLessThanOrEqual(MAX_EXECUTED_STEPS);
        expect(run.result.steps).toBeLessThanOrEqual(MAX_EXECUTED_STEPS);
        expect(run.result.efficiency).toBeGreaterThanOrEqual(0);
        expect(run.result.efficiency).toBeLessThanOrEqual(100);
        expect(run.result.success && run.error !== undefined).toBe(false);
        const { count, depth } = measureProgram(program);
        // An oversized program runs no step.
        expect((count > MAX_BLOCKS || depth > MAX_DEPTH) && run.result.steps !== 0).toBe(false);
        // The robot never moves onto a wall or off the grid (the random start itself may be a wall).
        const cell = b.gridData[run.final.y]?.[run.final.x];
        const moved = run.final.x !== b.robotStart.x || run.final.y !== b.robotStart.y;
        expect(moved && (cell === undefined || cell.type === 'wall')).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('the server and the client agree: the same program on the same board gives the same result', () => {
    fc.assert(
      fc.property(boardArb, fc.array(blockArb(4), { maxLength: 8 }), (b, program) => {
        const copy = JSON.parse(JSON.stringify(program)) as Block[];
        expect(simulate(b, copy, { trace: false }).result).toEqual(simulate(b, program).result);
      }),
      { numRuns: 100 },
    );
  });
});
