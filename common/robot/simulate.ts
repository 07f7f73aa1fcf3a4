/**
 * The robot simulation of spec 001 §4, run the same way by the browser (to animate) and by the server (to score a
 * submitted program). Pure: no timers, no DOM. The run is recorded as frames the client plays back, 500 ms apart
 * between top-level blocks.
 */
import { measureProgram, numberParameter, paletteIdOf } from './blocks.ts';
import { FACINGS, MAX_BLOCKS, MAX_DEPTH, MAX_EXECUTED_STEPS, type Block, type Facing, type MissionBoard, type MissionResult } from './types.ts';

/**
 * 1000 → "1,000", as `toLocaleString('en')` writes it, without the browser's number formatting: its first use loads
 * ICU's data, 25–30 ms of CPU, and this module is evaluated as most screens load (issue 16: total blocking time).
 */
const withThousandsSeparators = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/** Robot errors of spec 001 §8 and the limits of issue 6. */
export const ROBOT_ERRORS = {
  wall: 'Robot tried to move into a wall!',
  outside: 'Robot tried to move outside the grid!',
  tooLong: `The program ran for too long: the robot stops after ${withThousandsSeparators(MAX_EXECUTED_STEPS)} steps.`,
  tooManyBlocks: `The program has too many blocks (at most ${MAX_BLOCKS}).`,
  tooDeep: `Blocks are nested too deeply (at most ${MAX_DEPTH} levels).`,
} as const;
export type RobotErrorCode = keyof typeof ROBOT_ERRORS;

/** Feedback texts of spec 001 §9. */
export const FEEDBACK = {
  perfect: 'Perfect! You completed the mission with excellent efficiency!',
  great: 'Great job! You completed the mission successfully!',
  completed: 'Mission completed! Try to use fewer steps next time.',
  failed: 'Mission not completed. Check your code and try again!',
} as const;
export type FeedbackCode = keyof typeof FEEDBACK;

export interface RobotState {
  x: number;
  y: number;
  facing: Facing;
  steps: number;
  itemsCollected: number;
  goalReached: boolean;
  /** Item cells already collected, as "x,y"; they show as empty. */
  collected: string[];
}

export interface TraceFrame {
  /** The block executing, and the top-level block it belongs to (for the 500 ms pause between them). */
  blockId: string;
  topIndex: number;
  action: 'move' | 'turn' | 'check' | 'pick-up' | 'repeat';
  state: RobotState;
}

export interface SimulationOutcome {
  result: MissionResult;
  trace: TraceFrame[];
  final: RobotState;
  error?: string;
  errorCode?: RobotErrorCode;
  /** The block that stopped the run, when one did. */
  errorBlockId?: string;
}

export interface SimulateOptions {
  /** Called for each frame as it happens. */
  onStep?: (frame: TraceFrame) => void;
  /** Record frames (default true); the server and the bench skip them. */
  trace?: boolean;
}

/** Efficiency of spec 001 §9: max(0, 100 − (steps − maxSteps) × 10), shown as a percentage so never above 100. */
export function efficiencyOf(steps: number, maxSteps: number): number {
  return Math.min(100, Math.max(0, 100 - (steps - maxSteps) * 10));
}

export function feedbackCodeOf(success: boolean, efficiency: number): FeedbackCode {
  if (!success) return 'failed';
  if (efficiency >= 90) return 'perfect';
  if (efficiency >= 70) return 'great';
  return 'completed';
}

const DELTAS: Record<Facing, { dx: number; dy: number }> = {
  north: { dx: 0, dy: -1 },
  east: { dx: 1, dy: 0 },
  south: { dx: 0, dy: 1 },
  west: { dx: -1, dy: 0 },
};

class RobotStop extends Error {
  constructor(
    readonly code: RobotErrorCode,
    readonly blockId?: string,
  ) {
    super(ROBOT_ERRORS[code]);
  }
}

export function initialState(board: Pick<MissionBoard, 'robotStart'>): RobotState {
  return { x: board.robotStart.x, y: board.robotStart.y, facing: 'east', steps: 0, itemsCollected: 0, goalReached: false, collected: [] };
}

/** Run a program on a mission board. Never throws: a robot error or a limit ends the run with `error`. */
export function simulate(board: MissionBoard, blocks: readonly Block[], options: SimulateOptions = {}): SimulationOutcome {
  const record = options.trace ?? true;
  const trace: TraceFrame[] = [];
  const state = initialState(board);
  const collected = new Set<string>();
  const grid = board.gridData;
  let executed = 0;
  let topIndex = 0;

  const cellAt = (x: number, y: number) => (y >= 0 && y < grid.length && x >= 0 && x < (grid[y]?.length ?? 0) ? grid[y]![x] : undefined);
  const itemAt = (x: number, y: number) => cellAt(x, y)?.type === 'item' && !collected.has(`${x},${y}`);

  const emit = (blockId: string, action: TraceFrame['action']) => {
    if (!record && !options.onStep) return;
    const frame: TraceFrame = { blockId, topIndex, action, state: { ...state, collected: [...collected] } };
    if (record) trace.push(frame);
    options.onStep?.(frame);
  };
  const tick = (blockId: string) => {
    executed += 1;
    if (executed > MAX_EXECUTED_STEPS) throw new RobotStop('tooLong', blockId);
  };
  const collectHere = () => {
    if (!itemAt(state.x, state.y)) return;
    collected.add(`${state.x},${state.y}`);
    state.itemsCollected += 1;
  };

  const moveForward = (blockId: string) => {
    tick(blockId);
    const { dx, dy } = DELTAS[state.facing];
    const cell = cellAt(state.x + dx, state.y + dy);
    if (!cell) throw new RobotStop('outside', blockId);
    if (cell.type === 'wall') throw new RobotStop('wall', blockId);
    state.x += dx;
    state.y += dy;
    state.steps += 1;
    if (cell.type === 'goal') state.goalReached = true;
    collectHere();
    emit(blockId, 'move');
  };

  const wallAhead = () => {
    const { dx, dy } = DELTAS[state.facing];
    const cell = cellAt(state.x + dx, state.y + dy);
    return !cell || cell.type === 'wall';
  };

  const run = (list: readonly Block[]) => {
    for (const block of list) execute(block);
  };

  const execute = (block: Block) => {
    const kind = paletteIdOf(block.id);
    switch (kind) {
      case 'move-forward': {
        const steps = numberParameter(block, 'steps');
        for (let i = 0; i < steps; i++) moveForward(block.id);
        return;
      }
      case 'turn-left':
      case 'turn-right': {
        tick(block.id);
        const turn = kind === 'turn-left' ? 3 : 1;
        state.facing = FACINGS[(FACINGS.indexOf(state.facing) + turn) % 4]!;
        state.steps += 1;
        emit(block.id, 'turn');
        return;
      }
      case 'repeat': {
        const times = numberParameter(block, 'times');
        for (let i = 0; i < times; i++) {
          tick(block.id);
          emit(block.id, 'repeat');
          run(block.children ?? []);
        }
        return;
      }
      case 'if-wall': {
        tick(block.id);
        emit(block.id, 'check');
        if (wallAhead()) run(block.children ?? []);
        return;
      }
      case 'pick-up': {
        tick(block.id);
        collectHere();
        emit(block.id, 'pick-up');
        return;
      }
      default:
        // Unknown blocks are refused by the contract; a stray one in the editor does nothing but still counts.
        tick(block.id);
    }
  };

  let stop: RobotStop | undefined;
  const size = measureProgram(blocks);
  if (size.count > MAX_BLOCKS) stop = new RobotStop('tooManyBlocks');
  else if (size.depth > MAX_DEPTH) stop = new RobotStop('tooDeep');
  else {
    try {
      for (topIndex = 0; topIndex < blocks.length; topIndex++) execute(blocks[topIndex]!);
    } catch (error) {
      if (!(error instanceof RobotStop)) throw error;
      stop = error;
    }
  }

  const here = cellAt(state.x, state.y);
  // A run stopped by an error fails even if the goal was passed: the red box and a success card would contradict.
  const success = !stop && (here?.type === 'goal' || state.goalReached);
  const efficiency = success ? efficiencyOf(state.steps, board.maxSteps) : 0;
  const result: MissionResult = {
    success,
    steps: state.steps,
    itemsCollected: state.itemsCollected,
    efficiency,
    feedback: FEEDBACK[feedbackCodeOf(success, efficiency)],
  };
  const final = { ...state, collected: [...collected] };
  return stop
    ? { result, trace, final, error: stop.message, errorCode: stop.code, ...(stop.blockId && { errorBlockId: stop.blockId }) }
    : { result, trace, final };
}
