import { useEffect, useRef, useState } from 'react';
import { speak, stopSpeaking } from '@/lib/speech/speak.ts';
import { storedVolume } from '@/lib/speech/voice-settings.ts';
import { sentencesOf, wordAt, wordsOf } from './read-along.ts';

/**
 * Reads a page aloud sentence by sentence (the speech service takes 500 characters at a time) and tells which word
 * is being said, from how far through the sentence the voice is. Shared by the story pages and the presentation.
 */
export function useReadAloud(page: string, language: string) {
  const [reading, setReading] = useState(false);
  const [spoken, setSpoken] = useState<number | null>(null);
  const stopped = useRef(false);
  const words = wordsOf(page);

  useEffect(() => () => stopSpeaking(), []);

  const read = async () => {
    stopped.current = false;
    setReading(true);
    for (const sentence of sentencesOf(page)) {
      if (stopped.current) break;
      await speak(sentence.text, {
        language,
        volume: storedVolume(),
        onProgress: (fraction) => setSpoken(wordAt(words, sentence.start + Math.floor(fraction * sentence.text.length))),
      }).catch((error: unknown) => console.warn('Read aloud failed', error));
    }
    setReading(false);
    setSpoken(null);
  };

  const stop = () => {
    stopped.current = true;
    stopSpeaking();
    setReading(false);
    setSpoken(null);
  };

  return { words, spoken, reading, read, stop };
}
