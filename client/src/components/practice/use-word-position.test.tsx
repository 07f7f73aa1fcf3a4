// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useWordPosition } from './use-word-position.ts';

describe('useWordPosition (spec 001 §4)', () => {
  it('starts a new difficulty, or a restart, at the first word', () => {
    const { result } = renderHook(() => useWordPosition<'beginner' | 'advanced'>('beginner'));
    act(() => result.current.setIndex(3));
    expect(result.current).toMatchObject({ difficulty: 'beginner', index: 3 });
    act(() => result.current.changeDifficulty('advanced'));
    expect(result.current).toMatchObject({ difficulty: 'advanced', index: 0 });
    act(() => result.current.setIndex(2));
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ difficulty: 'advanced', index: 0 });
  });
});
