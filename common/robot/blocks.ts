/**
 * Building and reading blocks of the spec's Block list: which palette block a block is, its number parameters
 * (integers 1–10, anything else falls back to 1), and new blocks with ids made of the palette id and a timestamp.
 */
import {
  CONTAINER_IDS,
  NUMBER_MAX,
  NUMBER_MIN,
  PALETTE_IDS,
  PALETTE_TYPES,
  PARAMETER_DEFAULTS,
  type Block,
  type BlockParameter,
  type PaletteId,
} from './types.ts';

/** The parameter each palette block carries, if any. */
export const PALETTE_PARAMETERS: Partial<Record<PaletteId, 'steps' | 'times'>> = { 'move-forward': 'steps', repeat: 'times' };

/** English labels; the editor shows them in the interface language. */
export const PALETTE_LABELS: Record<PaletteId, string> = {
  'move-forward': 'move forward',
  'turn-left': 'turn left',
  'turn-right': 'turn right',
  repeat: 'repeat',
  'if-wall': 'if wall ahead',
  'pick-up': 'pick up',
};

// Longest first, so "turn-left" is never read as a prefix of something longer.
const BY_LENGTH = [...PALETTE_IDS].sort((a, b) => b.length - a.length);

/** The palette block a block was made from, read from its id ("repeat-1700000000000"); null when unknown. */
export function paletteIdOf(id: string): PaletteId | null {
  for (const paletteId of BY_LENGTH) {
    if (id === paletteId || id.startsWith(`${paletteId}-`)) return paletteId;
  }
  return null;
}

/** Spec 001 §5: an integer from 1 to 10, anything else 1. */
export function coerceNumber(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= NUMBER_MIN && n <= NUMBER_MAX ? n : 1;
}

/** The value of a block's number parameter; the palette default when the block carries none. */
export function numberParameter(block: Pick<Block, 'parameters'>, name: 'steps' | 'times'): number {
  const parameter = block.parameters?.find((p) => p.name === name);
  return parameter ? coerceNumber(parameter.value) : PARAMETER_DEFAULTS[name];
}

let lastStamp = 0;
/** A timestamp never handed out twice in this process, so two blocks dropped in one millisecond differ. */
function stamp(now: number): number {
  lastStamp = Math.max(now, lastStamp + 1);
  return lastStamp;
}

export interface NewBlock {
  parameter?: number;
  children?: Block[];
  label?: string;
  /** Override the id (e.g. to keep an existing block's id); otherwise palette id + timestamp. */
  id?: string;
  now?: number;
}

/** A block of the given palette kind, shaped as the spec's Block. */
export function makeBlock(paletteId: PaletteId, options: NewBlock = {}): Block {
  const name = PALETTE_PARAMETERS[paletteId];
  const parameters: BlockParameter[] | undefined = name
    ? [{ name, type: 'number', value: options.parameter === undefined ? PARAMETER_DEFAULTS[name] : coerceNumber(options.parameter) }]
    : undefined;
  return {
    id: options.id ?? `${paletteId}-${stamp(options.now ?? Date.now())}`,
    type: PALETTE_TYPES[paletteId],
    label: options.label ?? PALETTE_LABELS[paletteId],
    ...(parameters && { parameters }),
    ...(CONTAINER_IDS.includes(paletteId) && { children: options.children ?? [] }),
  };
}

/** Every block of a program, depth first. */
export function* walkBlocks(blocks: readonly Block[]): Generator<Block> {
  for (const block of blocks) {
    yield block;
    if (block.children) yield* walkBlocks(block.children);
  }
}

/** Number of blocks and deepest nesting (a top-level block is at depth 1), read without recursion. */
export function measureProgram(blocks: readonly unknown[]): { count: number; depth: number } {
  let count = 0;
  let depth = 0;
  const stack: { list: readonly unknown[]; depth: number }[] = [{ list: blocks, depth: 1 }];
  while (stack.length > 0) {
    const { list, depth: level } = stack.pop()!;
    for (const item of list) {
      count += 1;
      depth = Math.max(depth, level);
      const children = item && typeof item === 'object' ? (item as { children?: unknown }).children : undefined;
      if (Array.isArray(children) && children.length > 0) stack.push({ list: children, depth: level + 1 });
    }
  }
  return { count, depth };
}

/** The palette blocks a program uses. */
export function usedPaletteIds(blocks: readonly Block[]): Set<PaletteId> {
  const used = new Set<PaletteId>();
  for (const block of walkBlocks(blocks)) {
    const id = paletteIdOf(block.id);
    if (id) used.add(id);
  }
  return used;
}
