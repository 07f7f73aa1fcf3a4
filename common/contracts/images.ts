import { z } from 'zod/mini';
import { text } from './text.ts';
import { bytesSchema } from './binary.ts';

/** Any id that is not ours answers 404, like an unknown one: ids are not guessable and their shape reveals nothing. */
export const imageParams = z.object({ id: text() });

/** GET /api/images/:id answers the picture's bytes. */
export const imageBytesSchema = bytesSchema('The picture, as image/png, image/jpeg, image/webp or image/svg+xml');
