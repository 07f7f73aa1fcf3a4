/**
 * The program as the spec's Block list and Blockly's state as a view of it: Block list → Blockly JSON state, and
 * Blockly's blocks → Block list. Blockly ids are random for dragged blocks, so a map keeps each Blockly block's
 * program id (palette id + timestamp). No Blockly import here: it works on the few methods it needs.
 */
import { CONTAINER_IDS, PALETTE_IDS, type Block, type PaletteId } from '@common/robot/types.ts';
import { PALETTE_PARAMETERS, coerceNumber, makeBlock, numberParameter, paletteIdOf } from '@common/robot/blocks.ts';

/** Blockly field and input names of our blocks. */
export const FIELD = 'N';
export const BODY = 'DO';

interface BlocklyState {
  type: string;
  id: string;
  fields?: Record<string, number>;
  inputs?: Record<string, { block: BlocklyState }>;
  next?: { block: BlocklyState };
}

function chainState(blocks: readonly Block[]): BlocklyState | undefined {
  let next: BlocklyState | undefined;
  for (let i = blocks.length - 1; i >= 0; i--) {
    const block = blocks[i]!;
    const paletteId = paletteIdOf(block.id);
    if (!paletteId) continue;
    const name = PALETTE_PARAMETERS[paletteId];
    const body = CONTAINER_IDS.includes(paletteId) ? chainState(block.children ?? []) : undefined;
    const state: BlocklyState = {
      type: paletteId,
      id: block.id,
      ...(name && { fields: { [FIELD]: numberParameter(block, name) } }),
      ...(body && { inputs: { [BODY]: { block: body } } }),
      ...(next && { next: { block: next } }),
    };
    next = state;
  }
  return next;
}

/** The Blockly workspace state showing a program as one stack. */
export function workspaceStateOf(blocks: readonly Block[]) {
  const stack = chainState(blocks);
  return { blocks: { languageVersion: 0, blocks: stack ? [{ ...stack, x: 16, y: 16 }] : [] } };
}

/** The subset of a Blockly block this module reads. */
export interface ViewBlock {
  id: string;
  type: string;
  getFieldValue(name: string): unknown;
  getInputTargetBlock(name: string): ViewBlock | null;
  getNextBlock(): ViewBlock | null;
}

/** Read a stack into Block list entries, giving new blocks a program id the first time they are seen. */
/** `labelOf` names a block in the interface language, with its number parameter when it has one. */
export function programOf(tops: readonly ViewBlock[], ids: Map<string, string>, labelOf: (id: PaletteId, value?: number) => string): Block[] {
  const read = (first: ViewBlock | null): Block[] => {
    const list: Block[] = [];
    for (let b = first; b; b = b.getNextBlock()) {
      if (!(PALETTE_IDS as readonly string[]).includes(b.type)) continue;
      const paletteId = b.type as PaletteId;
      let id = ids.get(b.id);
      if (!id) {
        id = paletteIdOf(b.id) === paletteId ? b.id : makeBlock(paletteId).id;
        ids.set(b.id, id);
      }
      const name = PALETTE_PARAMETERS[paletteId];
      const value = name ? coerceNumber(b.getFieldValue(FIELD)) : undefined;
      list.push(
        makeBlock(paletteId, {
          id,
          label: labelOf(paletteId, value),
          ...(value !== undefined && { parameter: value }),
          ...(CONTAINER_IDS.includes(paletteId) && { children: read(b.getInputTargetBlock(BODY)) }),
        }),
      );
    }
    return list;
  };
  return tops.flatMap((top) => read(top));
}
