import { useCallback, useState } from 'react';

/**
 * Which word of which difficulty a words tab shows. A new difficulty starts at its first word, with no result
 * shown (spec 001 §4); `restart` goes back to the first word, for a change of language.
 */
export function useWordPosition<D extends string>(first: D) {
  const [difficulty, setDifficulty] = useState<D>(first);
  const [index, setIndex] = useState(0);
  const changeDifficulty = useCallback((next: D) => {
    setDifficulty(next);
    setIndex(0);
  }, []);
  const restart = useCallback(() => setIndex(0), []);
  return { difficulty, index, setIndex, changeDifficulty, restart };
}

export type WordPosition<D extends string> = ReturnType<typeof useWordPosition<D>>;
