/**
 * The HTTP side of speech: reading a multipart upload (one audio file and text fields) and turning the speech
 * services' errors into HTTP errors.
 */
import type { FastifyRequest } from 'fastify';
import { STT_MAX_BYTES } from '../../../../common/contracts/speech.ts';
import { SpeechError } from '../../ai/speech/types.ts';
import { badRequest, HttpError } from '../../http/errors.ts';

export interface AudioUpload {
  audio: Buffer;
  mimetype: string;
  /** Text fields as zod will read them: `language` once, `words` as a list. */
  fields: { language?: string; words?: string[] };
}

/**
 * Browsers label recordings audio/wav, audio/webm or (Chrome, for MediaRecorder output) video/webm; some send a
 * generic octet-stream. The bytes decide the format afterwards; a type that is plainly something else is refused.
 */
function looksLikeAudio(mimetype: string): boolean {
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  return type.startsWith('audio/') || type === 'video/webm' || type === 'video/ogg' || type === 'application/octet-stream';
}

/** `words` may come as repeated fields, one comma- or newline-separated field, or a JSON array. */
function splitWords(values: string[]): string[] {
  return values.flatMap((value) => {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (Array.isArray(parsed)) return parsed.map(String);
      } catch {
        // not JSON after all: read it as a list
      }
    }
    return trimmed.split(/[,\n]/).map((word) => word.trim()).filter(Boolean);
  });
}

const tooLarge = () => new HttpError(413, 'too_large', `The audio file must be at most ${STT_MAX_BYTES / 1024 / 1024} MB.`);

export async function readAudioUpload(request: FastifyRequest): Promise<AudioUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the audio as multipart/form-data with an audio file.');
  }
  let file: { audio: Buffer; mimetype: string } | null = null;
  const values: Record<string, string[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { audio: await part.toBuffer(), mimetype: part.mimetype };
      } else {
        (values[part.fieldname] ??= []).push(String(part.value));
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, 'too_large', 'Send one audio file at a time.');
    throw error;
  }
  if (!file || file.audio.length === 0) throw badRequest('An audio file is required.', 'audio');
  if (!looksLikeAudio(file.mimetype)) throw new HttpError(415, 'unsupported_media_type', 'The file is not audio. Send WAV or WebM/Opus audio.');
  const fields: AudioUpload['fields'] = {};
  if (values.language?.[0]) fields.language = values.language[0];
  if (values.words) fields.words = splitWords(values.words);
  return { ...file, fields };
}

export function toHttpError(error: unknown): unknown {
  if (error instanceof SpeechError) return new HttpError(error.status, error.code, error.message);
  return error;
}
