/**
 * Reading an audio upload: one recording and its text fields, as multipart/form-data (Phonics Tutor's analyze,
 * speech-to-text). The bytes are checked before any engine sees them, and the fields are validated with their
 * contract's zod schema, so a bad field answers the same `field: message` 400 as any other route.
 *
 * Refusals: not multipart 415; broken multipart (no boundary, a boundary the body does not use, a body cut short)
 * 400; more than one file or over the size limit 413; no file 400; a file that is plainly not audio 415; a WAV
 * whose header is broken or that is longer than the limit 400.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isWav, readWavInfo, WavFormatError } from '../ai/speech/wav.ts';
import { badRequest, HttpError } from './errors.ts';
import { message } from './messages.ts';
import { validatorCompiler } from './validation.ts';

export interface AudioUploadRules<S extends z.core.$ZodType> {
  /** The contract of the text fields that travel with the recording. */
  fields: S;
  /** Fields read as lists: repeated, one comma- or newline-separated value, or a JSON array. The others take their first value. */
  listFields?: readonly string[];
  /** A WAV longer than this answers 400. */
  maxSeconds?: number;
  /**
   * Take only WAV, WebM and Ogg bytes (415 otherwise). Without it the engine decides which formats it reads and
   * names them in its own refusal.
   */
  knownContainersOnly?: boolean;
  /** The largest recording the route's multipart limits take, named in the 413. */
  maxBytes: number;
}

export interface AudioUpload<F> {
  audio: Buffer;
  mimetype: string;
  fields: F;
}

/**
 * Browsers label recordings audio/wav, audio/webm or (Chrome, for MediaRecorder output) video/webm; some send a
 * generic octet-stream. The bytes decide the format afterwards; a type that is plainly something else is refused.
 */
function labelledAsAudio(mimetype: string): boolean {
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  return type.startsWith('audio/') || type === 'video/webm' || type === 'video/ogg' || type === 'application/octet-stream';
}

function isKnownContainer(audio: Buffer): boolean {
  if (isWav(audio)) return true;
  if (audio.length >= 4 && audio.readUInt32BE(0) === 0x1a45dfa3) return true; // WebM (EBML)
  return audio.length >= 4 && audio.toString('ascii', 0, 4) === 'OggS';
}

/**
 * A form that is multipart in name but cannot be read as one: @fastify/busboy's own errors, which carry no code or
 * status ("Multipart: Boundary not found", "Unexpected end of multipart data", "Part terminated early due to
 * unexpected end of multipart data"; a boundary the body does not use ends the same way).
 */
const BROKEN_FORM = /boundary not found|unexpected end of multipart data/i;

function brokenForm(): HttpError {
  return badRequest(message('audio.brokenForm'));
}

/** `words` may come as repeated fields, one comma- or newline-separated field, or a JSON array. */
function splitList(values: string[]): string[] {
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
    return trimmed
      .split(/[,\n]/)
      .map((word) => word.trim())
      .filter(Boolean);
  });
}

/** Validated as a route's body would be, so the shared error handler words the 400. */
function validateFields<S extends z.core.$ZodType>(request: FastifyRequest, schema: S, fields: Record<string, unknown>): z.output<S> {
  const validate = validatorCompiler({ schema, method: request.method, url: request.url, httpPart: 'body' });
  const result = validate(fields) as { value?: z.output<S>; error?: unknown[] };
  if (result.error) throw Object.assign(new Error('Invalid form fields'), { statusCode: 400, validation: result.error, validationContext: 'body' });
  return result.value as z.output<S>;
}

function checkWav(audio: Buffer, maxSeconds: number | undefined): void {
  let seconds: number;
  try {
    seconds = readWavInfo(audio).durationSeconds;
  } catch (error) {
    if (error instanceof WavFormatError) throw badRequest(error.said, 'audio');
    throw error;
  }
  if (maxSeconds !== undefined && seconds > maxSeconds) {
    throw badRequest(message('audio.tooLong', { count: maxSeconds }), 'audio');
  }
}

/** Reads the one audio file and the text fields of a multipart request (the route registers @fastify/multipart with its limits). */
export async function readAudioUpload<S extends z.core.$ZodType>(request: FastifyRequest, rules: AudioUploadRules<S>): Promise<AudioUpload<z.output<S>>> {
  const notAudio = () => new HttpError(415, 'unsupported_media_type', message('audio.notAudio'));
  if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', message('audio.notMultipart'));
  let file: { audio: Buffer; mimetype: string } | null = null;
  const values: Record<string, string[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { audio: await part.toBuffer(), mimetype: part.mimetype };
      else (values[part.fieldname] ??= []).push(String(part.value));
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'too_large', message('audio.tooLarge', { megabytes: rules.maxBytes / 1024 / 1024 }));
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, 'too_large', message('audio.oneFile'));
    if (error instanceof Error && !code && BROKEN_FORM.test(error.message)) throw brokenForm();
    throw error;
  }
  if (!file || file.audio.length === 0) throw badRequest(message('audio.missing'), 'audio');
  if (!labelledAsAudio(file.mimetype)) throw notAudio();
  if (rules.knownContainersOnly && !isKnownContainer(file.audio)) throw notAudio();
  if (isWav(file.audio)) checkWav(file.audio, rules.maxSeconds);

  const lists = new Set(rules.listFields ?? []);
  // A field sent empty counts as not sent, so its contract's default applies.
  const fields = Object.fromEntries(
    Object.entries(values)
      .map(([name, list]) => [name, lists.has(name) ? splitList(list) : list[0]] as const)
      .filter(([, value]) => value !== ''),
  );
  return { audio: file.audio, mimetype: file.mimetype, fields: validateFields(request, rules.fields, fields) };
}
