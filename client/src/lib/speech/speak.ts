import { VOICE } from '@common/domain/voice.ts';
import { LANGUAGES, normalizeLanguage } from '@common/domain/languages.ts';
import { apiHeaders } from '../api-headers.ts';

export interface SpeakOptions {
  language: string;
  volume: number;
  signal?: AbortSignal;
  /** How far through the text speech is (0–1), several times a second: for highlighting words as they are said. */
  onProgress?: (fraction: number) => void;
}

let current: { audio: HTMLAudioElement | null; cancel: () => void } | null = null;
/** Utterances asked for and not yet finished, including those still fetching their audio. */
let pending = 0;

/** True while something is being spoken or fetched, so a greeting can wait its turn instead of cutting in. */
export function isSpeaking(): boolean {
  return pending > 0;
}

/** Stops whatever is being spoken (mute, a new utterance, leaving the page). */
export function stopSpeaking(): void {
  current?.cancel();
  current = null;
}

async function fetchSpeech(text: string, language: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch('/api/tts/speak', {
    method: 'POST',
    credentials: 'include',
    signal,
    headers: { ...apiHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ text, language, voice: language === 'ar' ? 'nova' : 'alloy' }),
  });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return response.blob();
}

function speakWithBrowser(text: string, language: string, volume: number, onProgress?: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    if (typeof speechSynthesis === 'undefined') return reject(new Error('Speech synthesis is not supported'));
    const lang = normalizeLanguage(language) ?? 'en';
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = LANGUAGES[lang].speech;
    utterance.rate = lang === 'ar' ? VOICE.rate.ar : VOICE.rate.default;
    utterance.pitch = lang === 'ar' ? VOICE.pitch.ar : VOICE.pitch.default;
    utterance.volume = volume;
    utterance.onboundary = (event) => onProgress?.(event.charIndex / Math.max(1, text.length));
    utterance.onend = () => resolve();
    utterance.onerror = () => reject(new Error('Speech synthesis failed'));
    current = { audio: null, cancel: () => speechSynthesis.cancel() };
    speechSynthesis.speak(utterance);
  });
}

/**
 * Speaks text with the server's voice (espeak-ng or the configured provider), falling back to the device's
 * speech synthesis when the server cannot. Only one utterance plays at a time. Resolves when speech ends.
 */
export async function speak(text: string, options: SpeakOptions): Promise<void> {
  stopSpeaking();
  pending += 1;
  try {
    await speakNow(text, options);
  } finally {
    pending -= 1;
  }
}

async function speakNow(text: string, options: SpeakOptions): Promise<void> {
  let blob: Blob | null = null;
  try {
    blob = await fetchSpeech(text, options.language, options.signal);
  } catch (error) {
    if (options.signal?.aborted) return;
    console.warn('Server speech failed; using the device voice.', error);
  }
  if (!blob) return speakWithBrowser(text, options.language, options.volume, options.onProgress);

  const url = URL.createObjectURL(blob);
  const audio = new Audio(url);
  audio.volume = options.volume;
  const progress = options.onProgress
    ? window.setInterval(() => {
        if (audio.duration > 0) options.onProgress!(audio.currentTime / audio.duration);
      }, 80)
    : 0;
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      window.clearInterval(progress);
      URL.revokeObjectURL(url);
      resolve();
    };
    current = {
      audio,
      cancel: () => {
        audio.pause();
        done();
      },
    };
    audio.onended = done;
    audio.onerror = () => {
      window.clearInterval(progress);
      URL.revokeObjectURL(url);
      reject(new Error('Audio playback failed'));
    };
    audio.play().catch((error: Error) => {
      // Autoplay may be blocked before the first interaction; that is not an error worth showing. The element lets
      // go of the audio before its address is revoked, or the browser reports a failed load of a revoked blob.
      audio.removeAttribute('src');
      audio.load();
      window.clearInterval(progress);
      URL.revokeObjectURL(url);
      if (error.name === 'NotAllowedError') resolve();
      else reject(error);
    });
  });
}
