import { z } from 'zod/mini';

/**
 * The query of a list read a page at a time (the struggling readers, the audit log): `limit`, from 1 to `max`
 * (`size` when left out), and `cursor`, where the next page starts, exactly as the server handed it out in the
 * previous page's `nextCursor`; `shape` says what a cursor looks like, so a forged one is refused before a query runs.
 */
export function pageQuery(max: number, size: number, shape: RegExp) {
  const limitMessage = `The limit must be a whole number from 1 to ${max}.`;
  return {
    limit: z._default(z.coerce.number({ message: limitMessage }).check(z.int(limitMessage), z.minimum(1, limitMessage), z.maximum(max, limitMessage)), size),
    cursor: z.optional(z.string().check(z.regex(shape, 'Unknown page: start again from the first page'))),
  };
}
