/**
 * Mel-frequency cepstral coefficients and dynamic time warping: the acoustic comparison of a recording with
 * reference renderings. Works for every language, since it needs no model of the language.
 */
import { FRAME, HOP, SAMPLE_RATE } from './signal.ts';

const FFT_SIZE = 512;
const MEL_BANDS = 26;
/** Coefficients 1–12 (c0, the loudness, is left out: a quiet child is not a wrong one). */
const COEFFICIENTS = 12;

function hzToMel(hz: number): number {
  return 2595 * Math.log10(1 + hz / 700);
}
function melToHz(mel: number): number {
  return 700 * (10 ** (mel / 2595) - 1);
}

/** Triangular mel filters from 80 Hz to 7.6 kHz over the FFT bins. */
const filters: { start: number; weights: Float32Array }[] = (() => {
  const low = hzToMel(80);
  const high = hzToMel(7600);
  const edges = Array.from({ length: MEL_BANDS + 2 }, (_, i) => melToHz(low + ((high - low) * i) / (MEL_BANDS + 1)));
  const bin = (hz: number) => (hz * FFT_SIZE) / SAMPLE_RATE;
  return Array.from({ length: MEL_BANDS }, (_, m) => {
    const [a, b, c] = [bin(edges[m]!), bin(edges[m + 1]!), bin(edges[m + 2]!)];
    const start = Math.floor(a);
    const end = Math.ceil(c);
    const weights = new Float32Array(end - start + 1);
    for (let k = start; k <= end; k++) {
      const w = k < b ? (k - a) / (b - a) : (c - k) / (c - b);
      weights[k - start] = Math.max(0, w);
    }
    return { start, weights };
  });
})();

const hamming = Float32Array.from({ length: FRAME }, (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (FRAME - 1)));
const dct = Array.from({ length: COEFFICIENTS }, (_, c) =>
  Float32Array.from({ length: MEL_BANDS }, (_, m) => Math.cos((Math.PI * (c + 1) * (m + 0.5)) / MEL_BANDS)),
);

/** In-place radix-2 FFT. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const step = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const wr = Math.cos(step * k);
        const wi = Math.sin(step * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

export type Features = Float32Array[];

/**
 * MFCC frames (12 coefficients), by default with cepstral mean normalisation, which removes the microphone's and
 * the room's colouring, and the speaker's vocal tract in part. Not for a sound said on its own: a held "sss" is
 * one steady spectrum, which the mean normalisation would erase (leaving hiss and "sss" both near zero).
 */
export function mfcc(samples: Float32Array, options: { normalize?: boolean } = {}): Features {
  const count = Math.max(0, Math.floor((samples.length - FRAME) / HOP) + 1);
  const frames: Features = [];
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  const power = new Float64Array(FFT_SIZE / 2 + 1);
  const bands = new Float64Array(MEL_BANDS);
  for (let f = 0; f < count; f++) {
    re.fill(0);
    im.fill(0);
    const start = f * HOP;
    // Pre-emphasis inside the window.
    for (let i = 0; i < FRAME; i++) re[i] = (samples[start + i]! - 0.97 * (i + start > 0 ? samples[start + i - 1]! : 0)) * hamming[i]!;
    fft(re, im);
    for (let k = 0; k <= FFT_SIZE / 2; k++) power[k] = re[k]! * re[k]! + im[k]! * im[k]!;
    for (let m = 0; m < MEL_BANDS; m++) {
      const { start: s, weights } = filters[m]!;
      let sum = 0;
      for (let k = 0; k < weights.length; k++) sum += (power[s + k] ?? 0) * weights[k]!;
      bands[m] = Math.log(sum + 1e-10);
    }
    const out = new Float32Array(COEFFICIENTS);
    for (let c = 0; c < COEFFICIENTS; c++) {
      let sum = 0;
      const row = dct[c]!;
      for (let m = 0; m < MEL_BANDS; m++) sum += row[m]! * bands[m]!;
      out[c] = sum;
    }
    frames.push(out);
  }
  if (frames.length && options.normalize !== false) {
    const mean = new Float32Array(COEFFICIENTS);
    for (const frame of frames) for (let c = 0; c < COEFFICIENTS; c++) mean[c]! += frame[c]! / frames.length;
    for (const frame of frames) for (let c = 0; c < COEFFICIENTS; c++) frame[c]! -= mean[c]!;
  }
  return frames;
}

function frameDistance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    sum += d * d;
  }
  return Math.sqrt(sum);
}

/**
 * Dynamic time warping distance between two feature sequences, divided by the length of the path: the average
 * distance of aligned frames. Steps (1,0), (0,1), (1,1); a band of half the longer length keeps it linear-ish and
 * forbids absurd alignments. Infinity when either is empty.
 */
export function dtwDistance(a: Features, b: Features): number {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return Infinity;
  const band = Math.max(Math.abs(n - m) + 2, Math.ceil(Math.max(n, m) * 0.5));
  let previous = new Float64Array(m + 1).fill(Infinity);
  let previousSteps = new Float64Array(m + 1);
  let current = new Float64Array(m + 1);
  let currentSteps = new Float64Array(m + 1);
  previous[0] = 0;
  for (let i = 1; i <= n; i++) {
    current.fill(Infinity);
    const center = Math.round((i * m) / n);
    const from = Math.max(1, center - band);
    const to = Math.min(m, center + band);
    for (let j = from; j <= to; j++) {
      const cost = frameDistance(a[i - 1]!, b[j - 1]!);
      let best = previous[j - 1]!;
      let steps = previousSteps[j - 1]!;
      if (previous[j]! < best) {
        best = previous[j]!;
        steps = previousSteps[j]!;
      }
      if (current[j - 1]! < best) {
        best = current[j - 1]!;
        steps = currentSteps[j - 1]!;
      }
      current[j] = best + cost;
      currentSteps[j] = steps + 1;
    }
    [previous, current] = [current, previous];
    [previousSteps, currentSteps] = [currentSteps, previousSteps];
  }
  return previous[m]! / previousSteps[m]!;
}

/**
 * Spectral spread: the mean distance of mean-normalised MFCC frames from their mean. A word goes from sound to
 * sound, at any speed and pitch (24–49 on espeak-ng words in four voices and on adult learners' sentences);
 * steady noise and hum stay near one spectrum (7–19).
 */
export function spectralSpread(normalized: Features): number {
  if (normalized.length === 0) return 0;
  const zero = new Float32Array(normalized[0]!.length);
  return normalized.reduce((sum, frame) => sum + frameDistance(frame, zero), 0) / normalized.length;
}
