import { describe, expect, it } from 'vitest';
import { makeBlock } from '@common/robot/blocks.ts';
import type { Block } from '@common/robot/types.ts';
import { programOf, workspaceStateOf, type ViewBlock } from './program-view.ts';

interface State {
  type: string;
  id: string;
  fields?: Record<string, number | string>;
  inputs?: Record<string, { block: State }>;
  next?: { block: State };
}

/** A stand-in for Blockly's blocks, built from the serialized state as Blockly would load it. */
function view(state: State | undefined): ViewBlock | null {
  if (!state) return null;
  return {
    id: state.id,
    type: state.type,
    getFieldValue: (name) => state.fields?.[name],
    getInputTargetBlock: (name) => view(state.inputs?.[name]?.block),
    getNextBlock: () => view(state.next?.block),
  };
}

const label = (id: string, value?: number) => (value === undefined ? id : `${id} ${value}`);

describe('program view', () => {
  it('a program round-trips through the Blockly state, keeping ids, parameters and children', () => {
    const program: Block[] = [
      makeBlock('move-forward', { parameter: 3 }),
      makeBlock('repeat', { parameter: 4, children: [makeBlock('if-wall', { children: [makeBlock('turn-right')] }), makeBlock('pick-up')] }),
      makeBlock('turn-left'),
    ];
    const state = workspaceStateOf(program).blocks.blocks[0] as State;
    const ids = new Map<string, string>();
    const back = programOf([view(state)!], ids, label);
    expect(back.map((b) => b.id)).toEqual(program.map((b) => b.id));
    expect(back[0]).toMatchObject({ type: 'move', label: 'move-forward 3', parameters: [{ name: 'steps', value: 3 }] });
    expect(back[1]!.children!.map((c) => c.type)).toEqual(['condition', 'action']);
    expect(back[1]!.children![0]!.children![0]!.type).toBe('turn');
    expect(workspaceStateOf([]).blocks.blocks).toEqual([]);
  });

  it('a block dragged from the palette gets a palette id and timestamp, kept on later reads', () => {
    const dragged = view({ type: 'move-forward', id: 'a#Z$random', fields: { N: 'abc' } })!;
    const ids = new Map<string, string>();
    const [first] = programOf([dragged], ids, label);
    expect(first!.id).toMatch(/^move-forward-\d+$/);
    expect(first!.parameters![0]!.value).toBe(1);
    expect(programOf([dragged], ids, label)[0]!.id).toBe(first!.id);
  });

  it('stacks are read in order and unknown blocks are skipped', () => {
    const a = view({ type: 'turn-left', id: 'turn-left-1', next: { block: { type: 'mystery', id: 'x' } } })!;
    const b = view({ type: 'pick-up', id: 'pick-up-2' })!;
    expect(programOf([a, b], new Map(), label).map((x) => x.id)).toEqual(['turn-left-1', 'pick-up-2']);
  });
});
