/**
 * The server's clock. Everything that depends on the time of day (screen time, allowed hours, extra time) reads it
 * here, so tests and the end-to-end run can move it forward (TEST_CLOCK=1, never in production).
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that runs with the system's but can be moved forward. */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): number {
    return this.base.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Puts the clock at `at` (a time in ms since the epoch). */
  set(at: number): void {
    this.offsetMs = at - this.base.now();
  }
}
