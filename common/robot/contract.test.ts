import { describe, expect, it } from 'vitest';
import { PROGRAM_MESSAGES, programSchema, submitRequestSchema } from '../contracts/mission-coach.ts';
import { makeBlock } from './blocks.ts';
import type { Block } from './types.ts';

const messageOf = (value: unknown) => {
  const parsed = programSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('programSchema', () => {
  it('accepts the spec Block list and coerces number parameters', () => {
    const program = [
      { id: 'move-forward-1', type: 'move', label: 'move forward', parameters: [{ name: 'steps', type: 'number', value: '12' }] },
      { id: 'repeat-2', type: 'repeat', label: 'repeat', parameters: [{ name: 'times', value: 4 }], children: [makeBlock('turn-left')] },
    ];
    const parsed = programSchema.parse(program);
    expect(parsed[0]!.parameters![0]!.value).toBe(1);
    expect(parsed[1]!.children![0]!.type).toBe('turn');
  });

  it('refuses empty, oversized, too deep, unknown or mistyped programs with clear messages', () => {
    expect(messageOf([])).toBe('The program has no blocks.');
    expect(messageOf('move')).toBe(PROGRAM_MESSAGES.notList);
    expect(messageOf(Array.from({ length: 201 }, () => makeBlock('turn-left')))).toBe('The program has too many blocks (at most 200).');
    let deep: Block = makeBlock('move-forward');
    for (let i = 0; i < 8; i++) deep = makeBlock('repeat', { children: [deep] });
    expect(messageOf([deep])).toBe('Blocks are nested too deeply (at most 8 levels).');
    expect(messageOf([{ id: 'jump-1', type: 'move', label: '' }])).toBe(PROGRAM_MESSAGES.unknownBlock);
    expect(messageOf([{ id: 'turn-left-1', type: 'move', label: '' }])).toBe(PROGRAM_MESSAGES.wrongType);
  });

  it('a 100,000-deep payload is refused without exhausting the stack', () => {
    let deep: unknown = { id: 'move-forward-1', type: 'move', label: '' };
    for (let i = 0; i < 100_000; i++) deep = { id: `repeat-${i}`, type: 'repeat', label: '', children: [deep] };
    expect(messageOf([deep])).toBe(PROGRAM_MESSAGES.tooMany);
    let narrow: unknown = { id: 'move-forward-1', type: 'move', label: '' };
    for (let i = 0; i < 150; i++) narrow = { id: `repeat-${i}`, type: 'repeat', label: '', children: [narrow] };
    expect(messageOf([narrow])).toBe(PROGRAM_MESSAGES.tooDeep);
  });

  it('the submit request ignores the client result', () => {
    const parsed = submitRequestSchema.parse({ missionId: 'move-robot', code: [makeBlock('move-forward')], result: { success: true } });
    expect(parsed.missionId).toBe('move-robot');
  });
});
