import { VOICE } from '@common/domain/voice.ts';

/** The voice bar's mute and volume (0–100), kept in the browser; every screen that speaks reads the same. */
export const MUTED_KEY = 'wren.voice.muted';
export const VOLUME_KEY = 'wren.voice.volume';

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage blocked: the choice lasts for this page */
  }
}

export function storedMuted(): boolean {
  return readStored(MUTED_KEY) === 'true';
}

/** Volume 0–100; the spec's default (0.8) when nothing is kept. */
export function storedVolume(): number {
  const raw = readStored(VOLUME_KEY);
  const value = Number(raw);
  return raw !== null && Number.isFinite(value) ? Math.max(0, Math.min(100, value)) : VOICE.defaultVolume * 100;
}
