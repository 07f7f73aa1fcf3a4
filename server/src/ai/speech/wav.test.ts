import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav, readWavInfo, resample, toRecognizerWav, WavFormatError } from './wav.ts';

function sine(frequency: number, sampleRate: number, seconds: number, amplitude = 0.5): Float32Array {
  const samples = new Float32Array(Math.round(sampleRate * seconds));
  for (let i = 0; i < samples.length; i++) samples[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  return samples;
}

function rms(samples: Float32Array, skip = 200): number {
  let sum = 0;
  for (let i = skip; i < samples.length - skip; i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / (samples.length - 2 * skip));
}

/** A WAV file of any layout, written by hand so the decoder is tested against the format, not against itself. */
function wavFile(options: { format: 1 | 3 | 0xfffe; channels: number; sampleRate: number; bits: number; frames: number[][]; dataSize?: number }): Buffer {
  const bytesPerSample = options.bits / 8;
  const data = Buffer.alloc(options.frames.length * options.channels * bytesPerSample);
  let offset = 0;
  for (const frame of options.frames) {
    for (const value of frame) {
      if (options.format === 3) data.writeFloatLE(value, offset);
      else if (options.bits === 8) data.writeUInt8(Math.round(value * 127 + 128), offset);
      else if (options.bits === 16) data.writeInt16LE(Math.round(value * 32767), offset);
      else if (options.bits === 24) data.writeIntLE(Math.round(value * 8388607), offset, 3);
      else data.writeInt32LE(Math.round(value * 2147483647), offset);
      offset += bytesPerSample;
    }
  }
  const extensible = options.format === 0xfffe;
  const fmt = Buffer.alloc(extensible ? 40 : 16);
  fmt.writeUInt16LE(options.format, 0);
  fmt.writeUInt16LE(options.channels, 2);
  fmt.writeUInt32LE(options.sampleRate, 4);
  fmt.writeUInt32LE(options.sampleRate * options.channels * bytesPerSample, 8);
  fmt.writeUInt16LE(options.channels * bytesPerSample, 12);
  fmt.writeUInt16LE(options.bits, 14);
  if (extensible) {
    fmt.writeUInt16LE(22, 16);
    fmt.writeUInt16LE(1, 24); // sub-format: PCM
  }
  const header = Buffer.alloc(12);
  header.write('RIFF', 0);
  header.writeUInt32LE(4 + 8 + fmt.length + 8 + data.length, 4);
  header.write('WAVE', 8);
  const chunk = (id: string, body: Buffer, size = body.length) => {
    const head = Buffer.alloc(8);
    head.write(id, 0);
    head.writeUInt32LE(size, 4);
    return Buffer.concat([head, body]);
  };
  // A LIST chunk before the data, as many recorders write, must be skipped.
  const list = chunk('LIST', Buffer.from('INFOtest'));
  return Buffer.concat([header, chunk('fmt ', fmt), list, chunk('data', data, options.dataSize)]);
}

describe('WAV reading', () => {
  it('reads 16-bit mono PCM back as written', () => {
    const audio = { sampleRate: 16_000, samples: sine(440, 16_000, 0.25) };
    const decoded = decodeWav(encodeWav(audio));
    expect(decoded.sampleRate).toBe(16_000);
    expect(decoded.samples.length).toBe(audio.samples.length);
    for (let i = 0; i < 100; i++) expect(decoded.samples[i]).toBeCloseTo(audio.samples[i]!, 3);
  });

  it.each([
    ['8-bit', 1, 8],
    ['24-bit', 1, 24],
    ['32-bit integer', 1, 32],
    ['32-bit float', 3, 32],
    ['extensible 16-bit', 0xfffe, 16],
  ] as const)('reads %s samples', (_name, format, bits) => {
    const wav = wavFile({ format, channels: 1, sampleRate: 8000, bits, frames: [[0], [0.5], [-0.5], [0.25]] });
    const { samples } = decodeWav(wav);
    expect(Array.from(samples)).toEqual([expect.closeTo(0, 1), expect.closeTo(0.5, 1), expect.closeTo(-0.5, 1), expect.closeTo(0.25, 1)]);
  });

  it('mixes stereo down to mono by averaging the channels', () => {
    const wav = wavFile({
      format: 1,
      channels: 2,
      sampleRate: 44_100,
      bits: 16,
      frames: [
        [0.5, 0.1],
        [-0.2, -0.4],
      ],
    });
    const { samples, sampleRate } = decodeWav(wav);
    expect(sampleRate).toBe(44_100);
    expect(samples[0]).toBeCloseTo(0.3, 3);
    expect(samples[1]).toBeCloseTo(-0.3, 3);
  });

  it('reads a streamed WAV whose header does not know the data size', () => {
    const wav = wavFile({ format: 1, channels: 1, sampleRate: 24_000, bits: 16, frames: [[0.1], [0.2], [0.3]], dataSize: 0xffffffff });
    expect(readWavInfo(wav).dataLength).toBe(6);
  });

  it('refuses what is not a readable WAV', () => {
    expect(() => readWavInfo(Buffer.from('ID3 this is an mp3'))).toThrow(WavFormatError);
    const alaw = wavFile({ format: 1, channels: 1, sampleRate: 8000, bits: 16, frames: [[0]] });
    alaw.writeUInt16LE(6, 20); // A-law
    expect(() => decodeWav(alaw)).toThrow('Only PCM and floating-point WAV files can be read.');
  });
});

describe('resampling', () => {
  it('keeps a tone below the new Nyquist frequency at its level', () => {
    const out = resample({ sampleRate: 48_000, samples: sine(1000, 48_000, 0.5) }, 16_000);
    expect(out.samples.length).toBe(8000);
    expect(rms(out.samples)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('removes a tone above the new Nyquist frequency instead of folding it into the speech band', () => {
    const out = resample({ sampleRate: 48_000, samples: sine(12_000, 48_000, 0.5) }, 16_000);
    expect(rms(out.samples)).toBeLessThan(0.02);
  });

  it('upsamples espeak-rate audio smoothly', () => {
    const out = resample({ sampleRate: 22_050, samples: sine(300, 22_050, 0.5) }, 16_000);
    expect(out.samples.length).toBe(Math.floor(0.5 * 22_050 * (16_000 / 22_050)));
    expect(rms(out.samples)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('turns any accepted WAV into 16 kHz mono 16-bit PCM for the recogniser', () => {
    const frames = Array.from(sine(440, 44_100, 0.2), (v) => [v, v]);
    const info = readWavInfo(toRecognizerWav(wavFile({ format: 3, channels: 2, sampleRate: 44_100, bits: 32, frames })));
    expect(info).toMatchObject({ format: 'pcm', channels: 1, sampleRate: 16_000, bitsPerSample: 16 });
    expect(info.durationSeconds).toBeCloseTo(0.2, 2);
  });
});
