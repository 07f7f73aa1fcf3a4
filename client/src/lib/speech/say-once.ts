import { speak, stopSpeaking } from './speak.ts';
import { storedVolume } from './voice-settings.ts';

let playing = false;
/** Which utterance is current, so a stopped one finishing late does not clear the flag of the next. */
let currentId = 0;

/** Text as sent to speech: for Arabic without direction marks, runs of spaces and edge punctuation (spec 001 §7). */
export function speechText(text: string, language: string): string {
  if (language !== 'ar') return text.trim();
  return text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
}

/**
 * Speaks text for a practice screen (a listen button, feedback, the guided tour). Spec 001 §4: only one audio at a
 * time, and a second request while one is playing is skipped (resolves false). speak() falls back to the device's
 * voice; a failure there is only logged (spec 001 §8).
 */
export async function sayOnce(text: string, language: string): Promise<boolean> {
  if (playing) return false;
  const id = ++currentId;
  playing = true;
  try {
    // The child asked for this speech, so it plays even when the mascot is muted, at the volume they chose there.
    await speak(speechText(text, language), { language, volume: storedVolume() / 100 });
  } catch (error) {
    console.warn('Speech failed.', error);
  } finally {
    if (id === currentId) playing = false;
  }
  return true;
}

/** Stops the screen's speech (the tour closing, leaving the page). */
export function stopSaying(): void {
  currentId += 1;
  stopSpeaking();
  playing = false;
}
