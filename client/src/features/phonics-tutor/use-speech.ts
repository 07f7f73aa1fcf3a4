import { speak, stopSpeaking } from '@/lib/speech/speak.ts';
import { storedVolume } from '@/lib/speech/voice-settings.ts';
import { speechText } from './phonics-model.ts';

let playing = false;
/** Which utterance is current, so a stopped one finishing late does not clear the flag of the next. */
let currentId = 0;

/**
 * Speaks text for this screen (the listen button, the tour). Spec 001 §4: only one audio at a time, and a second
 * request while one is playing is skipped (resolves false). speak() falls back to the device's voice; a failure
 * there is only logged (spec 001 §8).
 */
export async function sayOnce(text: string, language: string): Promise<boolean> {
  if (playing) return false;
  const id = ++currentId;
  playing = true;
  try {
    await speak(speechText(text, language), { language, volume: storedVolume() / 100 });
  } catch (error) {
    console.warn('Speech failed.', error);
  } finally {
    if (id === currentId) playing = false;
  }
  return true;
}

export function stopSaying(): void {
  currentId += 1;
  stopSpeaking();
  playing = false;
}
