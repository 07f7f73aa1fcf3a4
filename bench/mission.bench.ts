/**
 * STEM Mission Coach simulation of a 200-block program (the most a program may have), the way the server scores a
 * submission (no trace) and the way the browser animates it (with the trace), plus the server's full path: the
 * bounded contract parse then the run. Three programs of exactly 200 blocks on the 4×4 board of mission 5:
 *  - flat: 200 top-level turns (200 steps);
 *  - worst: nested repeats whose 200 blocks run into the 1,000 executed-steps limit;
 *  - wander: 40 repeats of (if wall ahead → turn right, move forward, pick up, turn left), moving on the grid.
 * Target: ≤ 1 ms per run (p95). Writes bench/results/mission.json.
 */
import { builtInMissions } from '@common/content/mission-coach.ts';
import { programSchema } from '@common/contracts/mission-coach.ts';
import { makeBlock, measureProgram } from '@common/robot/blocks.ts';
import { simulate } from '@common/robot/simulate.ts';
import { MAX_BLOCKS, type Block } from '@common/robot/types.ts';
import { timeSync, writeResult } from './timing.ts';

const mission = builtInMissions('en').find((m) => m.id === 'conditional-logic')!;

function flat(): Block[] {
  return Array.from({ length: MAX_BLOCKS }, (_, i) => makeBlock(i % 2 ? 'turn-left' : 'turn-right'));
}

/** 20 repeat-10 blocks, each holding 9 turns: 200 blocks, 1,800 turns wanted, stopped at 1,000 executed steps. */
function worst(): Block[] {
  return Array.from({ length: 20 }, () => makeBlock('repeat', { parameter: 10, children: Array.from({ length: 9 }, () => makeBlock('turn-right')) }));
}

/** 40 × (repeat 1 holding if-wall[turn-right], move-forward, pick-up) = 40 × 5 blocks. */
function wander(): Block[] {
  return Array.from({ length: 40 }, () =>
    makeBlock('repeat', {
      parameter: 1,
      children: [makeBlock('if-wall', { children: [makeBlock('turn-right')] }), makeBlock('move-forward'), makeBlock('pick-up')],
    }),
  );
}

const programs = { flat: flat(), worst: worst(), wander: wander() };
for (const [name, program] of Object.entries(programs)) {
  const { count } = measureProgram(program);
  if (count !== MAX_BLOCKS) throw new Error(`${name} has ${count} blocks, not ${MAX_BLOCKS}`);
}

const ROUNDS = 2000;

const cases = Object.entries(programs).map(([name, program]) => {
  const outcome = simulate(mission, program);
  const json = JSON.parse(JSON.stringify(program)) as unknown;
  return {
    program: name,
    blocks: MAX_BLOCKS,
    steps: outcome.result.steps,
    frames: outcome.trace.length,
    stoppedBy: outcome.errorCode ?? null,
    server: timeSync(() => simulate(mission, program, { trace: false }), ROUNDS),
    animated: timeSync(() => simulate(mission, program), ROUNDS),
    parseAndRun: timeSync(() => simulate(mission, programSchema.parse(json), { trace: false }), ROUNDS),
  };
});

const worstP95 = Math.max(...cases.map((c) => c.server.p95Ms));
const result = {
  benchmark: 'mission',
  description: 'Robot simulation of 200-block programs on mission 5 (server scoring, browser animation with trace, and contract parse + run)',
  rounds: ROUNDS,
  cases,
  targetMs: 1,
  worstServerP95Ms: worstP95,
  meetsTarget: worstP95 <= 1,
  node: process.version,
  date: new Date().toISOString(),
};

writeResult('mission', result);
for (const c of cases) {
  console.log(
    `mission ${c.program}: server p95 ${c.server.p95Ms} ms, animated p95 ${c.animated.p95Ms} ms, parse+run p95 ${c.parseAndRun.p95Ms} ms (${c.steps} steps, ${c.frames} frames${c.stoppedBy ? `, stopped: ${c.stoppedBy}` : ''})`,
  );
}
console.log(`mission: worst server p95 ${worstP95} ms (target ≤ 1 ms) ${result.meetsTarget ? '✓' : '✗'}`);
