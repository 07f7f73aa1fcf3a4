/**
 * The shapes of STEM Mission Coach (spec 001 §3): blocks as the program travels, missions, cells and results.
 * Pure data, shared by the client, the server and the Mission Creator.
 */

/** The palette of spec 001 §3, in the order the editor shows it. */
export const PALETTE_IDS = ['move-forward', 'turn-left', 'turn-right', 'repeat', 'if-wall', 'pick-up'] as const;
export type PaletteId = (typeof PALETTE_IDS)[number];

export const BLOCK_TYPES = ['move', 'turn', 'repeat', 'condition', 'action'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** The spec's block type of each palette block. */
export const PALETTE_TYPES: Record<PaletteId, BlockType> = {
  'move-forward': 'move',
  'turn-left': 'turn',
  'turn-right': 'turn',
  repeat: 'repeat',
  'if-wall': 'condition',
  'pick-up': 'action',
};

/** Blocks that hold other blocks. */
export const CONTAINER_IDS: readonly PaletteId[] = ['repeat', 'if-wall'];

export interface BlockParameter {
  name: string;
  type: 'number';
  value: number;
  options?: string[];
}

/** A block as the program travels (spec 001 §3). Its id is the palette id, a dash and a timestamp. */
export interface Block {
  id: string;
  type: BlockType;
  label: string;
  icon?: string;
  color?: string;
  parameters?: BlockParameter[];
  children?: Block[];
}

/** Number parameters (spec 001 §5): integers 1–10; anything else falls back to 1. */
export const NUMBER_MIN = 1;
export const NUMBER_MAX = 10;
export const PARAMETER_DEFAULTS = { steps: 1, times: 3 } as const;

/** Limits on one program (issue 6): beyond them a program is refused, or its run stops with a message. */
export const MAX_BLOCKS = 200;
export const MAX_DEPTH = 8;
export const MAX_EXECUTED_STEPS = 1000;

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Cell (spec 001 §3): empty, wall, item (a gem) or goal. */
export type Cell = { type: 'empty' } | { type: 'wall' } | { type: 'item'; item: 'gem' } | { type: 'goal' };
export type CellType = Cell['type'];

export interface Position {
  x: number;
  y: number;
}

/** A mission as the child plays it, in one language (spec 001 §3). gridData[y][x]; x grows east, y grows south. */
export interface Mission {
  id: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  objective: string;
  hints: string[];
  gridData: Cell[][];
  robotStart: Position;
  requiredBlocks: PaletteId[];
  maxSteps: number;
}

/** The part of a mission the simulation reads. */
export type MissionBoard = Pick<Mission, 'gridData' | 'robotStart' | 'maxSteps'>;

/** Mission result (spec 001 §3). */
export interface MissionResult {
  success: boolean;
  steps: number;
  itemsCollected: number;
  efficiency: number;
  feedback: string;
}

export const FACINGS = ['north', 'east', 'south', 'west'] as const;
export type Facing = (typeof FACINGS)[number];
