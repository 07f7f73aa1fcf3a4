/**
 * Compressed JSON answers (issue 16): an API answer of at least 1 KB travels Brotli- or gzip-compressed when the
 * browser says it accepts that (Accept-Encoding, q-values honoured, br preferred), with `Vary: Accept-Encoding`.
 * Small answers — most of them, `GET /api/user/profile` among them — skip this after one length check, as
 * compressing them would cost more than it saves. Only JSON is compressed here: audio, images and files the static
 * plugin sends are streams or compressed already (the build's own .br/.gz copies serve the client, see app.ts).
 * Compression runs on libuv's thread pool at fast settings (Brotli 4, gzip 6), so a large report does not hold the
 * event loop.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers shorter than this go as they are. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to use for an Accept-Encoding header: the acceptable one with the highest q-value, br before gzip
 * at equal q; `*` stands for any not named; q=0 refuses. null: send identity.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const cached = negotiated.get(header);
  if (cached !== undefined) return cached;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    quality.set(name, Number.isFinite(q) ? q : 0);
  }
  const of = (name: Encoding) => quality.get(name) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gz = of('gzip');
  const chosen: Encoding | null = br > 0 && br >= gz ? 'br' : gz > 0 ? 'gzip' : null;
  // Browsers send a handful of distinct headers; the bound keeps odd clients from growing the map.
  if (negotiated.size < 100) negotiated.set(header, chosen);
  return chosen;
}
const negotiated = new Map<string, Encoding | null>();

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && (type.startsWith('application/json') || /^application\/[^;]*\+json/.test(type));
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // The cheap checks first: a short string is most answers, and it leaves at once.
    if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD_BYTES) return done(null, payload);
    if (reply.hasHeader('content-encoding') || !isJson(reply)) return done(null, payload);
    addVary(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compress = encoding === 'br' ? brotli(payload, BROTLI_OPTIONS) : gzip(payload, GZIP_OPTIONS);
    compress.then(
      (body) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      (error: Error) => done(error),
    );
  });
}
