import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Message, type MessageLanguage, message, requestLanguage, SentenceError, written } from './messages.ts';
import { refusedField } from './validation.ts';

/**
 * An error with an HTTP status, a stable code, and a message fit to show a person: a `Message` from
 * content/messages/, sent in the request's language (http/messages.ts). It takes no plain string, so no refusal is
 * written in one language only.
 */
export class HttpError extends SentenceError {
  constructor(
    readonly status: number,
    readonly code: string,
    said: Message,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    /** Extra fields of the error body, e.g. a quota's `remaining` and `resetsAt`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(said);
  }
}

export const badRequest = (said: Message, field?: string) => new HttpError(400, 'invalid', said, field);
export const unauthorized = () => new HttpError(401, 'unauthenticated', message('http.signInFirst'));
export const forbidden = (said: Message) => new HttpError(403, 'forbidden', said);
export const notFound = (what: Message) => new HttpError(404, 'not_found', what);
export const conflict = (said: Message, field?: string) => new HttpError(409, 'conflict', said, field);

const FASTIFY_CODES: Record<string, () => HttpError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new HttpError(400, 'invalid_json', message('http.invalidJson')),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new HttpError(400, 'invalid_json', message('http.emptyBody')),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new HttpError(413, 'too_large', message('http.requestTooLarge')),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new HttpError(415, 'unsupported_media_type', message('http.unsupportedMediaType')),
  FST_REQ_FILE_TOO_LARGE: () => new HttpError(413, 'too_large', message('http.fileTooLarge')),
  // An address no route can hold: a broken %-escape, or a segment longer than any id.
  FST_ERR_BAD_URL: () => new HttpError(400, 'bad_address', message('notFound.address')),
  FST_ERR_MAX_PARAM_LENGTH: () => new HttpError(414, 'bad_address', message('notFound.address')),
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

/** What an error that is not an HttpError answers: a refused request's 400 (and so on), or the 500 of a fault. */
function asHttpError(error: FastifyError, language: MessageLanguage, request: FastifyRequest): HttpError {
  if (error instanceof HttpError) return error;
  const refused = refusedField(error, language);
  if (refused?.field) return badRequest(message('http.invalidField', refused), refused.field);
  if (refused) return badRequest(message('http.invalid', refused));
  if (isRefusedCharacter(error)) {
    request.log.warn({ err: error }, 'the database refused a character');
    return badRequest(message('http.refusedCharacter'));
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return known();
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.warn({ err: error }, 'a request Fastify refused');
    return new HttpError(error.statusCode, error.code ?? 'bad_request', message('http.refused'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return new HttpError(500, 'internal', message('http.internal'));
}

/** Answers a fault with the error body every refusal has, in the request's language. */
export function answerError(fault: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = requestLanguage(request);
  const error = asHttpError(fault, language, request);
  reply.headers(error.headers);
  reply
    .status(error.status)
    .send({ ...written(error.details, language), message: error.said.in(language), code: error.code, messageKey: error.said.key, field: error.field });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

const CLIENT_ERRORS: Record<string, { status: string; code: string; key: 'http.requestTooLarge' | 'http.timeout' }> = {
  HPE_HEADER_OVERFLOW: { status: '431 Request Header Fields Too Large', code: 'too_large', key: 'http.requestTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: '408 Request Timeout', code: 'timeout', key: 'http.timeout' },
};

/**
 * A request Node refuses before Fastify reads it (headers over 16 KB, a request line it cannot parse, one that took
 * too long to arrive): the body every refusal has, in English, since the request's language is not known yet.
 */
export function answerClientError(fault: Error & { code?: string }, socket: Duplex): void {
  if (fault.code === 'ECONNRESET' || socket.destroyed) return;
  const known = fault.code ? CLIENT_ERRORS[fault.code] : undefined;
  const said = message(known?.key ?? 'http.refused');
  const body = JSON.stringify({ message: said.in('en'), code: known?.code ?? 'bad_request', messageKey: said.key });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known?.status ?? '400 Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(fault);
}
