import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MicrophoneError, startRecording, type Recording } from '@/lib/audio/recorder.ts';
import { elapsedSeconds, SEND_DELAY_MS, TIMER_TICK_MS } from './phonics-model.ts';

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'stored';

/**
 * Press-and-hold recording (spec 001 §4): start() on press, stop() on release or leaving; it stops by itself at
 * `maxMs`. The 16 kHz mono WAV is handed to `onRecorded` about 0.5 s after it is stored. The timer shows whole
 * seconds, ticking every second.
 */
export function usePressRecorder({ maxMs, onRecorded }: { maxMs: number; onRecorded: (wav: Blob) => void }) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [seconds, setSeconds] = useState(0);
  const [micError, setMicError] = useState<'denied' | 'unavailable' | null>(null);
  const holding = useRef(false);
  const recording = useRef<Recording | null>(null);
  const ticker = useRef(0);
  const sender = useRef(0);
  const mounted = useRef(true);
  const deliver = useRef(onRecorded);
  useLayoutEffect(() => {
    deliver.current = onRecorded;
  });

  const finish = useCallback(async () => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    window.clearInterval(ticker.current);
    const { wav } = await current.stop();
    if (!mounted.current) return;
    setPhase('stored');
    sender.current = window.setTimeout(() => {
      if (!mounted.current) return;
      setPhase('idle');
      deliver.current(wav);
    }, SEND_DELAY_MS);
  }, []);

  const start = useCallback(async () => {
    if (phase !== 'idle') return;
    holding.current = true;
    setMicError(null);
    setSeconds(0);
    setPhase('starting');
    let next: Recording;
    try {
      next = await startRecording({ maxMs });
    } catch (error) {
      // Spec 001 §8 only logged this; the child is told too, so the button does not seem broken.
      console.warn('Microphone failed.', error);
      if (mounted.current) {
        setMicError(error instanceof MicrophoneError ? error.reason : 'unavailable');
        setPhase('idle');
      }
      return;
    }
    if (!mounted.current || !holding.current) {
      // Released while the browser was still opening the microphone: nothing worth sending.
      next.cancel();
      if (mounted.current) setPhase('idle');
      return;
    }
    recording.current = next;
    setPhase('recording');
    const startedAt = performance.now();
    ticker.current = window.setInterval(() => setSeconds(elapsedSeconds(performance.now() - startedAt, maxMs)), TIMER_TICK_MS);
    void next.finished.then(() => finish());
  }, [phase, maxMs, finish]);

  const stop = useCallback(() => {
    holding.current = false;
    void finish();
  }, [finish]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearInterval(ticker.current);
      window.clearTimeout(sender.current);
      recording.current?.cancel();
      recording.current = null;
    };
  }, []);

  return { phase, seconds, micError, start, stop };
}
