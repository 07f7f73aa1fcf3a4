import { describe, expect, it } from 'vitest';
import { concat, downsample, encodeWav } from './wav.ts';

describe('WAV encoding', () => {
  it('writes a 16 kHz mono 16-bit PCM header and the samples', async () => {
    const samples = new Float32Array([0, 0.5, -0.5, 1, -1]);
    const bytes = new DataView(await encodeWav(samples, 16000).arrayBuffer());
    const ascii = (o: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => bytes.getUint8(o + i)));
    expect(ascii(0)).toBe('RIFF');
    expect(ascii(8)).toBe('WAVE');
    expect(bytes.getUint16(20, true)).toBe(1);
    expect(bytes.getUint16(22, true)).toBe(1);
    expect(bytes.getUint32(24, true)).toBe(16000);
    expect(bytes.getUint16(34, true)).toBe(16);
    expect(bytes.getUint32(40, true)).toBe(10);
    expect([0, 1, 2, 3, 4].map((i) => bytes.getInt16(44 + i * 2, true))).toEqual([0, 16383, -16384, 32767, -32768]);
  });

  it('downsamples 48 kHz to 16 kHz by averaging, keeping the duration', () => {
    const input = new Float32Array(48000).map((_, i) => (i % 3 === 0 ? 0.3 : 0));
    const output = downsample(input, 48000, 16000);
    expect(output.length).toBe(16000);
    expect(output[0]).toBeCloseTo(0.1);
  });

  it('joins recorded chunks in order', () => {
    expect(Array.from(concat([new Float32Array([1, 2]), new Float32Array([3])]))).toEqual([1, 2, 3]);
  });
});
