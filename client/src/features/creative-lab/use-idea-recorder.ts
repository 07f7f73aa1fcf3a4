import { useCallback, useEffect, useRef, useState } from 'react';
import type { Recording } from '@/lib/audio/recorder.ts';
import { initialSilence, silenceStep } from './silence.ts';

/** A spoken idea is at most 30 s (the server's limit). */
const MAX_MS = 30_000;

/**
 * Start/Stop Recording for Creative Lab: records the microphone and stops by itself after a pause (silence.ts), then
 * hands the recording over. A microphone that cannot be opened is reported once.
 */
export function useIdeaRecorder({
  onRecorded,
  onMicrophoneError,
}: {
  onRecorded: (audio: Blob) => void | Promise<void>;
  onMicrophoneError: (error: unknown) => void;
}) {
  const [recording, setRecording] = useState(false);
  const current = useRef<Recording | null>(null);
  const handlers = useRef({ onRecorded, onMicrophoneError });
  useEffect(() => {
    handlers.current = { onRecorded, onMicrophoneError };
  }, [onRecorded, onMicrophoneError]);

  const stop = useCallback(async () => {
    const active = current.current;
    if (!active) return;
    current.current = null;
    setRecording(false);
    const { wav } = await active.stop();
    await handlers.current.onRecorded(wav);
  }, []);

  const start = useCallback(async () => {
    if (current.current) return;
    let silence = initialSilence();
    const startedAt = performance.now();
    // The recorder loads when the child first presses Start Recording, not with the page.
    const { MicrophoneError, startRecording } = await import('@/lib/audio/recorder.ts');
    try {
      current.current = await startRecording({
        maxMs: MAX_MS,
        onLevel: (level) => {
          const step = silenceStep(silence, level, performance.now() - startedAt);
          silence = step.state;
          if (step.stop) void stop();
        },
      });
      setRecording(true);
      void current.current.finished.then(() => {
        // The time limit: hand over what was said.
        if (current.current) void stop();
      });
    } catch (error) {
      current.current = null;
      if (!(error instanceof MicrophoneError)) console.warn('Recording failed', error);
      handlers.current.onMicrophoneError(error);
    }
  }, [stop]);

  useEffect(() => () => current.current?.cancel(), []);

  return { recording, start, stop: () => void stop() };
}
