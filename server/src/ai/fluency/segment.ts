/**
 * Cutting a reading at its pauses (energy, 10 ms frames): the stretches of speech between pauses are decoded one by
 * one (decode.ts), each against a window of the passage around where the reader is expected to be, so a stretch the
 * recogniser gets wrong cannot make it lose its place for the rest of the reading.
 */

export interface Stretch {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
}

export interface SegmentOptions {
  /** A pause is at least this long (seconds)… */
  minPause: number;
  /** …and a stretch of speech at most this long, cut at its longest short pause beyond it. */
  maxStretch: number;
  /** Silence kept on each side of a stretch (seconds), within the pause. */
  pad: number;
}

export const DEFAULT_SEGMENTS: SegmentOptions = { minPause: 0.25, maxStretch: 12, pad: 0.15 };

const FRAME = 0.01;

/** Frame energies in dB (10 ms hop, 25 ms window). */
export function frameEnergies(samples: Float32Array, sampleRate: number): Float64Array {
  const hop = Math.round(sampleRate * FRAME);
  const win = Math.round(sampleRate * 0.025);
  const count = Math.max(0, Math.floor((samples.length - win) / hop) + 1);
  const out = new Float64Array(count);
  for (let f = 0; f < count; f++) {
    let sum = 0;
    let mean = 0;
    const from = f * hop;
    for (let k = 0; k < win; k++) mean += samples[from + k]!;
    mean /= win;
    for (let k = 0; k < win; k++) {
      const v = samples[from + k]! - mean;
      sum += v * v;
    }
    out[f] = 10 * Math.log10(sum / win + 1e-10);
  }
  return out;
}

function percentile(values: Float64Array, p: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/**
 * The stretches of speech of a recording, cut in the middle of its pauses. A frame is quiet when its energy is
 * below a third of the way from the recording's noise floor (5th percentile) to its speech level (95th); a pause
 * is a run of quiet frames at least `minPause` long. Stretches longer than `maxStretch` are cut again at their
 * longest run of quiet frames. A recording with no clear speech level (all quiet, or all loud) is one stretch.
 */
export function speechStretches(samples: Float32Array, sampleRate: number, options: SegmentOptions = DEFAULT_SEGMENTS): Stretch[] {
  const energy = frameEnergies(samples, sampleRate);
  const total = samples.length / sampleRate;
  if (energy.length < 10) return [{ start: 0, end: total }];
  const floor = percentile(energy, 0.05);
  const loud = percentile(energy, 0.95);
  if (loud - floor < 15) return [{ start: 0, end: total }];
  const threshold = floor + (loud - floor) / 3;
  const quiet = Array.from(energy, (e) => e < threshold);
  // Runs of quiet frames: [first, last + 1).
  const runs: { from: number; to: number }[] = [];
  for (let f = 0; f < quiet.length;) {
    if (!quiet[f]) {
      f++;
      continue;
    }
    let g = f;
    while (g < quiet.length && quiet[g]) g++;
    runs.push({ from: f, to: g });
    f = g;
  }
  const minFrames = Math.round(options.minPause / FRAME);
  const frames = energy.length;
  // Speech between pauses (the quiet ends of the recording are pauses whatever their length).
  const pauses = runs.filter((r) => r.to - r.from >= minFrames || r.from === 0 || r.to === frames);
  const stretches: { from: number; to: number }[] = [];
  let at = 0;
  for (const p of pauses) {
    if (p.from > at) stretches.push({ from: at, to: p.from });
    at = p.to;
  }
  if (at < frames) stretches.push({ from: at, to: frames });
  // Too long: cut at the longest quiet run inside, again until short enough.
  const maxFrames = Math.round(options.maxStretch / FRAME);
  const cut: { from: number; to: number }[] = [];
  const split = (s: { from: number; to: number }) => {
    if (s.to - s.from <= maxFrames) return cut.push(s);
    const inside = runs.filter((r) => r.from > s.from + 50 && r.to < s.to - 50);
    if (!inside.length) return cut.push(s);
    const longest = inside.reduce((a, b) => (b.to - b.from > a.to - a.from ? b : a));
    split({ from: s.from, to: longest.from });
    split({ from: longest.to, to: s.to });
  };
  stretches.forEach(split);
  // With padding into the pauses around (never past half a pause, so stretches do not overlap).
  return cut.map((s, i) => {
    const before = i > 0 ? (s.from - cut[i - 1]!.to) / 2 : s.from;
    const after = i + 1 < cut.length ? (cut[i + 1]!.from - s.to) / 2 : frames - s.to;
    const pad = Math.round(options.pad / FRAME);
    return { start: Math.max(0, s.from - Math.min(pad, before)) * FRAME, end: Math.min(total, (s.to + Math.min(pad, after)) * FRAME) };
  });
}
