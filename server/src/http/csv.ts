/**
 * CSV downloads (the audit log, the struggling readers): the answer is a stream of text/csv that Fastify sends as it
 * comes, without the serializer (as it does a Buffer), named as a file to save.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod/mini';

/** A CSV download's response schema, for the API reference. */
export function csvSchema(description: string) {
  return z.custom<Readable>((value) => value instanceof Readable).check(z.meta({ type: 'string', format: 'binary', description }));
}

/** Sends the text, whole or a piece at a time (lines read page by page), as the download `filename`. */
export function sendCsv<R extends FastifyReply>(reply: R, filename: string, text: Iterable<string> | AsyncIterable<string>): R {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  reply.send(Readable.from(text, { objectMode: false }));
  return reply;
}
