import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Message, requestLanguage, SentenceError, written } from './messages.ts';

// The contracts are written with zod/mini, which loads no locale of its own (a bare "Invalid input"): the server
// sets English once, so a 400 says what is wrong with the field ("Too big: expected string to have <=60 characters").
z.config(z.locales.en());

/**
 * An error with an HTTP status, a stable code, and a message fit to show a person: a `Message` from
 * content/messages/ is sent in the request's language (http/messages.ts); a plain string is sent as it is.
 */
export class HttpError extends SentenceError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string | Message,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    /** Extra fields of the error body, e.g. a quota's `remaining` and `resetsAt`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string | Message, field?: string) => new HttpError(400, 'invalid', message, field);
export const unauthorized = () => new HttpError(401, 'unauthenticated', 'Please sign in first.');
export const forbidden = (message: string | Message = 'You are not allowed to do this.') => new HttpError(403, 'forbidden', message);
export const notFound = (what: string | Message = 'Not found') => new HttpError(404, 'not_found', what);
export const conflict = (message: string | Message, field?: string) => new HttpError(409, 'conflict', message, field);

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'too_large', message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', message: 'Unsupported content type.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'too_large', message: 'The file is too large.' },
};

/**
 * Postgres refusing a character it cannot store: 22021 (a NUL in text, "invalid byte sequence for encoding UTF8:
 * 0x00") and 22P05 (a \u0000 in JSON, "unsupported Unicode escape sequence"). The contracts refuse control
 * characters before any query runs (common/contracts/text.ts); this is the net for a value that reached the database
 * another way, so odd input never answers 500.
 */
const REFUSED_CHARACTER_CODES = new Set(['22021', '22P05']);

/** Whether the error, or one it wraps (Drizzle wraps the driver's error as its cause), is such a refusal. */
function isRefusedCharacter(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && REFUSED_CHARACTER_CODES.has(e.code)) return true;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      const language = requestLanguage(request);
      const message = error.said ? error.said.in(language) : error.message;
      return reply
        .status(error.status)
        .send({ ...written(error.details, language), message, code: error.code, messageKey: error.said?.key, field: error.field });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const issue = first?.params?.issue as { path?: PropertyKey[]; message?: string } | undefined;
      const field = issue?.path?.map(String).join('.') || first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = issue?.message ?? first?.message ?? 'Invalid request';
      return reply.status(400).send({
        message: field ? `${field}: ${message}` : message,
        code: 'invalid',
        field: field || undefined,
      });
    }
    if (isRefusedCharacter(error)) {
      request.log.warn({ err: error }, 'the database refused a character');
      return reply.status(400).send({ message: 'The request contains a character that cannot be stored.', code: 'invalid' });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message, code: known.code });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code ?? 'bad_request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });
}
