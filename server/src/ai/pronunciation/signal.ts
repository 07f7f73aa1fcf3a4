/**
 * The recording as numbers: decoded to 16 kHz mono, its speech found by voice activity detection, and the signal
 * measures behind clarity (how much is voiced, how far speech stands above the noise floor, clipping).
 */
import { sniffContainer, toRecognizerAudio } from '../speech/audio.ts';
import { CONTAINER_NAMES, SpeechError } from '../speech/types.ts';
import { decodeWav, readWavInfo, resample, STT_SAMPLE_RATE, type PcmAudio, WavFormatError } from '../speech/wav.ts';
import { AudioInputError, MAX_AUDIO_BYTES, MAX_AUDIO_SECONDS } from './types.ts';
import { message } from '../../http/messages.ts';

export const SAMPLE_RATE = STT_SAMPLE_RATE;
/** 25 ms frames every 10 ms, the usual speech analysis grid. */
export const FRAME = 400;
export const HOP = 160;

/** Decodes an upload (WAV in TypeScript, WebM/Ogg through ffmpeg) to 16 kHz mono samples. */
export async function decodeUpload(audio: Buffer): Promise<Float32Array> {
  if (audio.length === 0) throw new AudioInputError(400, 'no_audio', message('audio.empty'));
  if (audio.length > MAX_AUDIO_BYTES) {
    throw new AudioInputError(413, 'too_large', message('audio.tooLarge', { megabytes: MAX_AUDIO_BYTES / 1024 / 1024 }));
  }
  const container = sniffContainer(audio);
  if (!container) throw new AudioInputError(415, 'unsupported_audio', message('audio.notAudio'));
  let pcm: PcmAudio;
  try {
    if (container === 'wav') {
      const info = readWavInfo(audio);
      if (info.durationSeconds > MAX_AUDIO_SECONDS) throw tooLong();
      pcm = resample(decodeWav(audio), SAMPLE_RATE);
    } else {
      pcm = decodeWav(await toRecognizerAudio(audio, container));
    }
  } catch (error) {
    if (error instanceof AudioInputError) throw error;
    if (error instanceof SpeechError || error instanceof WavFormatError) throw new AudioInputError(415, 'unsupported_audio', error.said);
    throw new AudioInputError(415, 'unsupported_audio', message('audio.undecodable', { format: CONTAINER_NAMES[container] }));
  }
  if (pcm.samples.length > MAX_AUDIO_SECONDS * SAMPLE_RATE) throw tooLong();
  return pcm.samples;
}

function tooLong(): AudioInputError {
  return new AudioInputError(400, 'too_long', message('audio.tooLong', { count: MAX_AUDIO_SECONDS }));
}

/** Root-mean-square energy of each frame. */
export function frameEnergies(samples: Float32Array): Float32Array {
  const count = Math.max(0, Math.floor((samples.length - FRAME) / HOP) + 1);
  const out = new Float32Array(count);
  for (let f = 0; f < count; f++) {
    let sum = 0;
    const start = f * HOP;
    for (let i = start; i < start + FRAME; i++) sum += samples[i]! * samples[i]!;
    out[f] = Math.sqrt(sum / FRAME);
  }
  return out;
}

/** Zero crossings per sample in each frame: high for hiss and fricatives, low for voiced sounds. */
function zeroCrossings(samples: Float32Array, frame: number): number {
  let count = 0;
  const start = frame * HOP;
  for (let i = start + 1; i < start + FRAME && i < samples.length; i++) if (samples[i - 1]! >= 0 !== samples[i]! >= 0) count++;
  return count / FRAME;
}

/** Normalised autocorrelation peak in the pitch range of children and adults (70–500 Hz): voicing strength, 0–1. */
function periodicity(samples: Float32Array, frame: number): number {
  const start = frame * HOP;
  const n = FRAME;
  let energy = 0;
  for (let i = start; i < start + n; i++) energy += samples[i]! * samples[i]!;
  if (energy <= 1e-9) return 0;
  let best = 0;
  const minLag = Math.floor(SAMPLE_RATE / 500);
  const maxLag = Math.floor(SAMPLE_RATE / 70);
  for (let lag = minLag; lag <= maxLag; lag += 1) {
    let sum = 0;
    let e2 = 0;
    for (let i = start; i < start + n - lag; i++) {
      sum += samples[i]! * samples[i + lag]!;
      e2 += samples[i + lag]! * samples[i + lag]!;
    }
    const r = sum / Math.sqrt(energy * e2 + 1e-12);
    if (r > best) best = r;
  }
  return best;
}

export interface SpeechSegment {
  /** Samples from the first to the last speech frame, with a little margin. */
  samples: Float32Array;
  startFrame: number;
  endFrame: number;
  speechFrames: number;
  seconds: number;
  /** 0–1 each. */
  voicing: number;
  snr: number;
  clipping: number;
  /** RMS of the sample-to-sample difference over RMS of the signal in the speech: ~0.02–0.1 for mains hum (all
   * its energy below 300 Hz), 0.2 and more for a voice (formants from 300 Hz to 3 kHz) and for hiss. */
  brightness: number;
}

/** Absolute floor: below this RMS (about −50 dBFS) nothing is speech, however quiet the room. */
const ABSOLUTE_FLOOR = 0.003;

/**
 * Voice activity detection. A frame is speech when its energy stands well above the recording's noise floor
 * (the 10th percentile of frame energies) and above an absolute floor; runs shorter than 60 ms are dropped.
 * Returns null when no speech is found.
 */
export function detectSpeech(samples: Float32Array): SpeechSegment | null {
  const energies = frameEnergies(samples);
  if (energies.length < 5) return null;
  const sorted = [...energies].sort((a, b) => a - b);
  const floor = Math.max(sorted[Math.floor(sorted.length * 0.1)]!, 1e-5);
  const peak = sorted[Math.floor(sorted.length * 0.98)]!;
  // Halfway (in dB) between floor and peak, at least 8 dB above the floor.
  const threshold = Math.max(ABSOLUTE_FLOOR, floor * 2.5, Math.sqrt(floor * peak) * 0.6);
  const active = Array.from(energies, (e) => e > threshold);
  // Remove runs shorter than 6 frames (60 ms): clicks, not speech.
  for (let i = 0; i < active.length;) {
    if (!active[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < active.length && active[j]) j++;
    if (j - i < 6) for (let k = i; k < j; k++) active[k] = false;
    i = j;
  }
  const first = active.indexOf(true);
  if (first === -1) return null;
  const last = active.lastIndexOf(true);
  let speechFrames = 0;
  let voicedFrames = 0;
  let voicingFrames = 0;
  let speechEnergy = 0;
  for (let f = first; f <= last; f++) {
    if (!active[f]) continue;
    speechFrames++;
    speechEnergy += energies[f]! * energies[f]!;
    // Voicing is a share: every other frame measures it as well at half the cost (the autocorrelation is the
    // dearest step of the whole analysis).
    if (f % 2 === 0) {
      voicingFrames++;
      if (periodicity(samples, f) > 0.5 && zeroCrossings(samples, f) < 0.25) voicedFrames++;
    }
  }
  // Steady noise (hiss, hum, fan) never rises 8 dB over its own floor, so it is not found above. Voicing is not
  // required: a good /s/ or /sh/ has none.
  const voicedShare = voicingFrames ? voicedFrames / voicingFrames : 0;
  const margin = 8;
  const startFrame = Math.max(0, first - margin);
  const endFrame = Math.min(energies.length - 1, last + margin);
  let clipped = 0;
  for (let i = startFrame * HOP; i < Math.min(samples.length, endFrame * HOP + FRAME); i++) if (Math.abs(samples[i]!) > 0.985) clipped++;
  const rms = Math.sqrt(speechEnergy / speechFrames);
  let differenceEnergy = 0;
  let signalEnergy = 0;
  for (let f = first; f <= last; f++) {
    if (!active[f]) continue;
    for (let i = f * HOP + 1; i < f * HOP + HOP && i < samples.length; i++) {
      differenceEnergy += (samples[i]! - samples[i - 1]!) ** 2;
      signalEnergy += samples[i]! ** 2;
    }
  }
  const snrDb = 20 * Math.log10(rms / floor);
  return {
    samples: samples.slice(startFrame * HOP, Math.min(samples.length, endFrame * HOP + FRAME)),
    startFrame,
    endFrame,
    speechFrames,
    seconds: (speechFrames * HOP) / SAMPLE_RATE,
    voicing: Math.min(1, voicedShare / 0.5),
    snr: Math.max(0, Math.min(1, (snrDb - 6) / 30)),
    clipping: Math.min(1, clipped / (SAMPLE_RATE * 0.01)),
    brightness: signalEnergy > 0 ? Math.sqrt(differenceEnergy / signalEnergy) : 0,
  };
}
