/**
 * CSV downloads (the audit log, the struggling readers): the answer is a stream of text/csv that Fastify sends as it
 * comes, without the serializer (as it does a Buffer), named as a file to save. It opens with a byte-order mark, so a
 * spreadsheet reads its names and labels as UTF-8 (Excel reads a file without one in the system's code page, and
 * "Élodie" or an Arabic label would come out garbled).
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod/mini';

/** A CSV download's response schema, for the API reference. */
export function csvSchema(description: string) {
  return z.custom<Readable>((value) => value instanceof Readable).check(z.meta({ type: 'string', format: 'binary', description }));
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled; a cell that a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) is prefixed with '.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let cell = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One line of cells, ending in CRLF. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/** Sends the lines, whole or a piece at a time (read page by page), after the byte-order mark, as the download `filename`. */
export function sendCsv<R extends FastifyReply>(reply: R, filename: string, lines: Iterable<string> | AsyncIterable<string>): R {
  async function* withMark() {
    yield '\uFEFF';
    yield* lines;
  }
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  reply.send(Readable.from(withMark(), { objectMode: false }));
  return reply;
}
