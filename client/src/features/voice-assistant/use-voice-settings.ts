import { useCallback, useState } from 'react';
import { MUTED_KEY, VOLUME_KEY, storedMuted, storedVolume, writeStored } from '@/lib/speech/voice-settings.ts';

/** Mute and volume (0–100, step 5), kept in the browser so they survive navigation and reloads. */
export function useVoiceSettings() {
  const [muted, setMutedState] = useState(storedMuted);
  const [volume, setVolumeState] = useState(storedVolume);
  const setMuted = useCallback((value: boolean) => {
    setMutedState(value);
    writeStored(MUTED_KEY, String(value));
  }, []);
  const setVolume = useCallback((value: number) => {
    setVolumeState(value);
    writeStored(VOLUME_KEY, String(value));
  }, []);
  return { muted, setMuted, volume, setVolume };
}
