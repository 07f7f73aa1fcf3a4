/**
 * Uploaded audio: what it is (by its bytes, not the name or type the browser claims) and how it becomes the
 * 16 kHz mono 16-bit WAV the offline recogniser reads. WAV is converted here in TypeScript; WebM/Opus (what
 * MediaRecorder produces) and Ogg/Opus are decoded by ffmpeg, a Debian package installed by `npm start`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONTAINER_NAMES, SpeechError, type AudioContainer } from './types.ts';
import { encodeWav, isWav, pcmFromS16le, STT_SAMPLE_RATE, toRecognizerWav, WavFormatError } from './wav.ts';
import { message } from '../../http/messages.ts';

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

export function sniffContainer(bytes: Uint8Array): AudioContainer | null {
  if (isWav(bytes)) return 'wav';
  if (EBML_MAGIC.every((b, i) => bytes[i] === b)) return 'webm';
  if (bytes.length >= 4 && String.fromCharCode(...bytes.subarray(0, 4)) === 'OggS') return 'ogg';
  return null;
}

/** The first executable of this name on PATH (checked each time: an install should not need a restart). */
export function findExecutable(name: string): string | null {
  for (const dir of (process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

const FFMPEG_TIMEOUT_MS = 15_000;

function ffmpegToPcm(ffmpeg: string, audio: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpeg,
      ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-vn', '-ac', '1', '-ar', String(STT_SAMPLE_RATE), '-f', 's16le', 'pipe:1'],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    const out: Buffer[] = [];
    let errors = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), FFMPEG_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    // ffmpeg may stop reading early on a broken file; that is reported through its exit code, not as EPIPE.
    child.stdin.on('error', () => {});
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(signal ? `ffmpeg was stopped (${signal})` : `ffmpeg failed: ${errors.trim().split('\n').pop() ?? code}`));
    });
    child.stdin.end(audio);
  });
}

/** Any accepted upload as a 16 kHz mono 16-bit PCM WAV; a SpeechError 415 when it cannot be read. */
export async function toRecognizerAudio(audio: Buffer, container: AudioContainer): Promise<Buffer> {
  if (container === 'wav') {
    try {
      return toRecognizerWav(audio);
    } catch (error) {
      if (error instanceof WavFormatError) throw new SpeechError(415, 'unsupported_audio', error.said);
      throw error;
    }
  }
  const ffmpeg = findExecutable('ffmpeg');
  if (!ffmpeg) {
    throw new SpeechError(415, 'unsupported_audio', message('audio.noFfmpeg'));
  }
  try {
    return encodeWav(pcmFromS16le(await ffmpegToPcm(ffmpeg, audio), STT_SAMPLE_RATE));
  } catch (error) {
    throw new SpeechError(415, 'unsupported_audio', message('audio.undecodable', { format: CONTAINER_NAMES[container] }), { cause: error });
  }
}
