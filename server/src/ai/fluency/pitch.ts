/**
 * A simple pitch tracker for the expression suggestion: normalised autocorrelation on 40 ms frames every 20 ms of
 * the recording at 8 kHz, voice between 75 and 500 Hz, a frame voiced when its best correlation is at least 0.6
 * and it is louder than a tenth of the recording's loud frames. Enough to tell a flat voice from a lively one; not
 * a prosody analyser.
 */
const RATE = 8000;
const FRAME = 320;
const HOP = 160;
const MIN_LAG = Math.floor(RATE / 500);
const MAX_LAG = Math.ceil(RATE / 75);

function downsample(samples: Float32Array, sampleRate: number): Float32Array {
  const step = sampleRate / RATE;
  const out = new Float32Array(Math.floor(samples.length / step));
  for (let i = 0; i < out.length; i++) {
    // A box average over the step: a crude low-pass, enough against aliasing for voice pitch.
    const from = Math.floor(i * step);
    const to = Math.max(from + 1, Math.floor((i + 1) * step));
    let sum = 0;
    for (let k = from; k < to && k < samples.length; k++) sum += samples[k]!;
    out[i] = sum / (to - from);
  }
  return out;
}

/** The pitch (Hz) of each voiced frame, in order. */
export function trackPitch(samples: Float32Array, sampleRate: number): number[] {
  const x = downsample(samples, sampleRate);
  const frames = Math.max(0, Math.floor((x.length - FRAME - MAX_LAG) / HOP));
  const energies = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let e = 0;
    for (let k = 0; k < FRAME; k++) e += x[f * HOP + k]! ** 2;
    energies[f] = e;
  }
  const sorted = Float32Array.from(energies).sort();
  const loud = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
  const pitches: number[] = [];
  for (let f = 0; f < frames; f++) {
    if (energies[f]! < loud * 0.1 || energies[f]! <= 0) continue;
    const o = f * HOP;
    let best = 0;
    const corr = new Float32Array(MAX_LAG + 2);
    for (let lag = MIN_LAG; lag <= MAX_LAG; lag++) {
      let r = 0;
      let e2 = 0;
      for (let k = 0; k < FRAME; k++) {
        const b = x[o + k + lag]!;
        r += x[o + k]! * b;
        e2 += b * b;
      }
      const c = r / Math.sqrt(energies[f]! * e2 + 1e-12);
      corr[lag] = c;
      if (c > best) best = c;
    }
    if (best < 0.6) continue;
    // The shortest lag that peaks near the best: a multiple of the period correlates as well (octave errors).
    for (let lag = MIN_LAG; lag <= MAX_LAG; lag++) {
      if (corr[lag]! >= 0.9 * best && corr[lag]! >= corr[lag - 1]! && corr[lag]! >= corr[lag + 1]!) {
        pitches.push(RATE / lag);
        break;
      }
    }
  }
  return pitches;
}

/** Spread of the pitch from its 10th to its 90th percentile, in semitones; null with fewer than 20 voiced frames. */
export function pitchRangeSemitones(pitches: readonly number[]): number | null {
  if (pitches.length < 20) return null;
  const sorted = [...pitches].sort((a, b) => a - b);
  const low = sorted[Math.floor(sorted.length * 0.1)]!;
  const high = sorted[Math.floor(sorted.length * 0.9)]!;
  return Math.round(12 * Math.log2(high / low) * 10) / 10;
}
