/**
 * Creative Lab's automatic stop (spec 001 §9): levels under 15 are quiet; after 5 quiet frames in a row a 2 s timer
 * starts, and the recording stops when it runs out; a loud frame cancels the timer. The first second is ignored
 * (the child draws breath, the microphone settles).
 */
export const SILENCE = { level: 15, quietFrames: 5, timerMs: 2000, ignoreMs: 1000 } as const;

export interface SilenceState {
  quiet: number;
  /** When the 2 s timer started, or null when it is not running. */
  timerSince: number | null;
}

export const initialSilence = (): SilenceState => ({ quiet: 0, timerSince: null });

/** One analyser frame at `elapsedMs` since the start: the next state, and whether to stop now. */
export function silenceStep(state: SilenceState, level: number, elapsedMs: number): { state: SilenceState; stop: boolean } {
  if (elapsedMs < SILENCE.ignoreMs) return { state, stop: false };
  if (level >= SILENCE.level) return { state: initialSilence(), stop: false };
  const quiet = state.quiet + 1;
  const timerSince = state.timerSince ?? (quiet >= SILENCE.quietFrames ? elapsedMs : null);
  return { state: { quiet, timerSince }, stop: timerSince !== null && elapsedMs - timerSince >= SILENCE.timerMs };
}
