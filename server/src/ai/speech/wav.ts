/**
 * WAV reading and writing, and the conversion pocketsphinx needs (16 kHz, mono, 16-bit PCM). Browsers record at
 * 44.1 or 48 kHz, often in stereo or as 32-bit float; espeak speaks at 22.05 kHz; so everything is converted here
 * rather than trusting the caller.
 */
import { message, SentenceError } from '../../http/messages.ts';

export interface PcmAudio {
  sampleRate: number;
  /** Mono samples in [-1, 1]. */
  samples: Float32Array;
}

export interface WavInfo {
  format: 'pcm' | 'float';
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataOffset: number;
  dataLength: number;
  durationSeconds: number;
}

export const STT_SAMPLE_RATE = 16_000;

/** A WAV file that cannot be read, with the reason in the reader's language. */
export class WavFormatError extends SentenceError {}

export function isWav(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE';
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_IEEE_FLOAT = 3;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

/** Reads the header chunks of a RIFF/WAVE file; throws WavFormatError for anything it cannot decode. */
export function readWavInfo(bytes: Uint8Array): WavInfo {
  if (!isWav(bytes)) throw new WavFormatError(message('audio.wav.notWav'));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  let fmt: Omit<WavInfo, 'dataOffset' | 'dataLength' | 'durationSeconds'> | null = null;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16) throw new WavFormatError(message('audio.wav.formatTooShort'));
      let tag = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const sampleRate = view.getUint32(body + 4, true);
      const bitsPerSample = view.getUint16(body + 14, true);
      // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of its sub-format GUID.
      if (tag === WAVE_FORMAT_EXTENSIBLE && size >= 40) tag = view.getUint16(body + 24, true);
      const format = tag === WAVE_FORMAT_PCM ? 'pcm' : tag === WAVE_FORMAT_IEEE_FLOAT ? 'float' : null;
      if (!format) throw new WavFormatError(message('audio.wav.notPcm'));
      const supportedBits = format === 'pcm' ? [8, 16, 24, 32] : [32];
      if (!supportedBits.includes(bitsPerSample)) throw new WavFormatError(message('audio.wav.bits', { bits: bitsPerSample }));
      if (channels < 1 || channels > 8) throw new WavFormatError(message('audio.wav.channels'));
      if (sampleRate < 4000 || sampleRate > 192_000) throw new WavFormatError(message('audio.wav.sampleRate'));
      fmt = { format, channels, sampleRate, bitsPerSample };
    } else if (id === 'data') {
      if (!fmt) throw new WavFormatError(message('audio.wav.dataFirst'));
      // Streaming writers leave the size at 0 or 0xFFFFFFFF; the data then runs to the end of the file.
      const available = bytes.length - body;
      const dataLength = size === 0 || size > available ? available : size;
      const frameBytes = (fmt.bitsPerSample / 8) * fmt.channels;
      const usable = dataLength - (dataLength % frameBytes);
      return { ...fmt, dataOffset: body, dataLength: usable, durationSeconds: usable / frameBytes / fmt.sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new WavFormatError(message('audio.wav.noData'));
}

/** Decodes any supported WAV into mono float samples (channels averaged). */
export function decodeWav(bytes: Uint8Array): PcmAudio {
  const info = readWavInfo(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bytesPerSample = info.bitsPerSample / 8;
  const frames = info.dataLength / bytesPerSample / info.channels;
  const samples = new Float32Array(frames);
  const read = sampleReader(view, info);
  let position = info.dataOffset;
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < info.channels; c++) {
      sum += read(position);
      position += bytesPerSample;
    }
    samples[i] = sum / info.channels;
  }
  return { sampleRate: info.sampleRate, samples };
}

function sampleReader(view: DataView, info: WavInfo): (offset: number) => number {
  if (info.format === 'float') return (o) => view.getFloat32(o, true);
  switch (info.bitsPerSample) {
    case 8:
      return (o) => (view.getUint8(o) - 128) / 128;
    case 16:
      return (o) => view.getInt16(o, true) / 32768;
    case 24:
      return (o) => {
        const value = view.getUint8(o) | (view.getUint8(o + 1) << 8) | (view.getInt8(o + 2) << 16);
        return value / 8388608;
      };
    default:
      return (o) => view.getInt32(o, true) / 2147483648;
  }
}

/** Mono 16-bit PCM samples from signed 16-bit little-endian raw bytes (what ffmpeg writes with `-f s16le`). */
export function pcmFromS16le(bytes: Uint8Array, sampleRate: number): PcmAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Float32Array(Math.floor(bytes.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true) / 32768;
  return { sampleRate, samples };
}

/**
 * Band-limited resampling with a Hann-windowed sinc. When going down (48 kHz → 16 kHz) the kernel is widened to
 * low-pass at the new Nyquist frequency, so the recogniser does not hear aliased hiss.
 */
export function resample(audio: PcmAudio, targetRate: number): PcmAudio {
  if (audio.sampleRate === targetRate) return audio;
  const ratio = targetRate / audio.sampleRate;
  const cutoff = Math.min(1, ratio);
  const halfWidth = Math.ceil(8 / cutoff);
  const kernel = windowedSinc(halfWidth, cutoff);
  const input = audio.samples;
  const length = Math.floor(input.length * ratio);
  const output = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const center = i / ratio;
    const first = Math.max(0, Math.ceil(center - halfWidth));
    const last = Math.min(input.length - 1, Math.floor(center + halfWidth));
    let sum = 0;
    let weights = 0;
    for (let j = first; j <= last; j++) {
      const weight = kernel[Math.round(Math.abs(j - center) * KERNEL_STEPS)]!;
      sum += input[j]! * weight;
      weights += weight;
    }
    output[i] = weights === 0 ? 0 : sum / weights;
  }
  return { sampleRate: targetRate, samples: output };
}

/** Kernel values per 1/KERNEL_STEPS of a sample: a table lookup instead of a sine per tap keeps long files fast. */
const KERNEL_STEPS = 512;

function windowedSinc(halfWidth: number, cutoff: number): Float32Array {
  const table = new Float32Array(halfWidth * KERNEL_STEPS + 2);
  for (let k = 0; k < table.length; k++) {
    const distance = k / KERNEL_STEPS;
    const x = distance * cutoff;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const window = 0.5 + 0.5 * Math.cos((Math.PI * distance) / (halfWidth + 1));
    table[k] = sinc * window;
  }
  return table;
}

/** Encodes mono samples as a 16-bit PCM WAV file. */
export function encodeWav(audio: PcmAudio): Buffer {
  const dataLength = audio.samples.length * 2;
  const buffer = Buffer.alloc(44 + dataLength);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataLength, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(WAVE_FORMAT_PCM, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(audio.sampleRate, 24);
  buffer.writeUInt32LE(audio.sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataLength, 40);
  for (let i = 0; i < audio.samples.length; i++) {
    const clamped = Math.max(-1, Math.min(1, audio.samples[i]!));
    buffer.writeInt16LE(Math.round(clamped < 0 ? clamped * 32768 : clamped * 32767), 44 + i * 2);
  }
  return buffer;
}

/** Any supported WAV as the 16 kHz mono 16-bit PCM WAV pocketsphinx expects. */
export function toRecognizerWav(bytes: Uint8Array): Buffer {
  return encodeWav(resample(decodeWav(bytes), STT_SAMPLE_RATE));
}
