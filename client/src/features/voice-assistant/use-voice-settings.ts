import { useCallback, useState } from 'react';
import { VOICE } from '@common/domain/voice.ts';

const MUTED_KEY = 'wren.voice.muted';
const VOLUME_KEY = 'wren.voice.volume';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage blocked: the choice lasts for this page */
  }
}

/** Mute and volume (0–100, step 5), kept in the browser so they survive navigation and reloads. */
export function useVoiceSettings() {
  const [muted, setMutedState] = useState(() => read(MUTED_KEY) === 'true');
  const [volume, setVolumeState] = useState(() => {
    const stored = Number(read(VOLUME_KEY));
    return Number.isFinite(stored) && read(VOLUME_KEY) !== null ? stored : VOICE.defaultVolume * 100;
  });
  const setMuted = useCallback((value: boolean) => {
    setMutedState(value);
    write(MUTED_KEY, String(value));
  }, []);
  const setVolume = useCallback((value: number) => {
    setVolumeState(value);
    write(VOLUME_KEY, String(value));
  }, []);
  return { muted, setMuted, volume, setVolume };
}
