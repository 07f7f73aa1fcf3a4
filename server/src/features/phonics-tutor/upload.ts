/**
 * Reading the analyze upload: one audio file and text fields, multipart. The bytes are checked before any engine
 * sees them: a file that is plainly not audio answers 415, a WAV longer than 10 s answers 400, more than 2 MB 413.
 */
import type { FastifyRequest } from 'fastify';
import { PHONICS_MAX_AUDIO_BYTES, PHONICS_MAX_AUDIO_SECONDS } from '../../../../common/contracts/phonics-tutor.ts';
import { isWav, readWavInfo, WavFormatError } from '../../ai/speech/wav.ts';
import { badRequest, HttpError } from '../../http/errors.ts';

export interface PhonicsUpload {
  audio: Buffer;
  /** The first value of each text field, as the contract's zod schema reads them. */
  fields: Record<string, string>;
}

const tooLarge = () => new HttpError(413, 'too_large', `The recording must be at most ${PHONICS_MAX_AUDIO_BYTES / 1024 / 1024} MB.`);
const notAudio = () => new HttpError(415, 'unsupported_media_type', 'The file is not audio. Send a WAV or WebM recording.');

/** Browsers label recordings audio/*, video/webm or a generic octet-stream; the bytes decide afterwards. */
function labelledAsAudio(mimetype: string): boolean {
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  return type.startsWith('audio/') || type === 'video/webm' || type === 'video/ogg' || type === 'application/octet-stream';
}

type Container = 'wav' | 'webm' | 'ogg' | null;

function containerOf(audio: Buffer): Container {
  if (isWav(audio)) return 'wav';
  if (audio.length >= 4 && audio.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (audio.length >= 4 && audio.toString('ascii', 0, 4) === 'OggS') return 'ogg';
  return null;
}

export async function readPhonicsUpload(request: FastifyRequest): Promise<PhonicsUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the recording as multipart/form-data with an audio file.');
  }
  let file: { audio: Buffer; mimetype: string } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { audio: await part.toBuffer(), mimetype: part.mimetype };
      else if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, 'too_large', 'Send one recording at a time.');
    throw error;
  }
  if (!file || file.audio.length === 0) throw badRequest('audio: A recording is required.', 'audio');
  if (!labelledAsAudio(file.mimetype)) throw notAudio();
  const container = containerOf(file.audio);
  if (!container) throw notAudio();
  if (container === 'wav') {
    let seconds: number;
    try {
      seconds = readWavInfo(file.audio).durationSeconds;
    } catch (error) {
      if (error instanceof WavFormatError) throw badRequest(`audio: ${error.message}`, 'audio');
      throw error;
    }
    if (seconds > PHONICS_MAX_AUDIO_SECONDS) {
      throw badRequest(`audio: The recording is longer than ${PHONICS_MAX_AUDIO_SECONDS} seconds.`, 'audio');
    }
  }
  return { audio: file.audio, fields };
}
