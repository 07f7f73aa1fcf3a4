import { z } from 'zod/mini';

/**
 * A response body of raw bytes, not JSON (TTS audio, pictures): Fastify sends a Buffer as it is, without the
 * serializer, and the API reference shows it as a binary string of the content-type the route names.
 */
export function bytesSchema(description: string) {
  return z.custom<Uint8Array>((value) => value instanceof Uint8Array).check(z.meta({ type: 'string', format: 'binary', description }));
}
