import { useCallback, useEffect, useRef, useState } from 'react';
import { MicrophoneError, startRecording, type Recording } from '@/lib/audio/recorder.ts';

/** Spec 001 §9: a word's recording stops by itself after 8 s. */
export const MAX_RECORDING_MS = 8000;

export type RecorderState = 'idle' | 'starting' | 'recording';

/**
 * Click to start, click again to stop (a keyboard presses the same button twice); it stops by itself at 8 s. The
 * 16 kHz mono WAV goes to `onRecorded`.
 */
export function useRecorder(onRecorded: (wav: Blob) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [micError, setMicError] = useState<'denied' | 'unavailable' | null>(null);
  const recording = useRef<Recording | null>(null);
  const mounted = useRef(true);
  const deliver = useRef(onRecorded);
  useEffect(() => {
    deliver.current = onRecorded;
  });

  const stop = useCallback(async () => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    const { wav } = await current.stop();
    if (!mounted.current) return;
    setState('idle');
    deliver.current(wav);
  }, []);

  const start = useCallback(async () => {
    setMicError(null);
    setState('starting');
    try {
      const next = await startRecording({ maxMs: MAX_RECORDING_MS });
      if (!mounted.current) return next.cancel();
      recording.current = next;
      setState('recording');
      void next.finished.then(() => stop());
    } catch (error) {
      if (!mounted.current) return;
      setMicError(error instanceof MicrophoneError ? error.reason : 'unavailable');
      setState('idle');
    }
  }, [stop]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      recording.current?.cancel();
      recording.current = null;
    };
  }, []);

  const toggle = useCallback(() => {
    if (state === 'recording') void stop();
    else if (state === 'idle') void start();
  }, [state, start, stop]);

  return { state, micError, toggle };
}
