/**
 * Issue 16, the server half: the client build's Brotli and gzip copies are sent by content negotiation, large JSON
 * answers are compressed and small ones are not, the cache headers tell hashed assets from the rest, and HEAD is
 * answered wherever GET is (the app shell included), with GET's headers and no body.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from '../../../scripts/build/compress-assets.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { buildParent, TEST_PASSWORD } from '../test/factories.ts';
import { negotiateEncoding } from './compression.ts';
import { inlineScriptHashes } from './client-pages.ts';

let server: TestServer;
let clientDir: string;
let parentCookie: string;

/** The shell's inline head script, as client/prerender.ts writes one (boot.js and the preloads). */
const INLINE_HEAD_SCRIPT = '<script>document.documentElement.dataset.boot = "inline";</script>';
const INLINE_HEAD_HASH = `'sha256-${createHash('sha256').update('document.documentElement.dataset.boot = "inline";').digest('base64')}'`;

/** A client build as Vite writes it: a shell, hashed assets (one a font, compressed already) and un-hashed files. */
function writeFixtureClient(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = Array.from({ length: 400 }, (_, i) => `export const line${i} = "Wren line ${i} ${'ab'.repeat(i % 7)}";`).join('\n');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Wren</title>${INLINE_HEAD_SCRIPT}</head><body><div id="root"></div>${'<!-- shell -->'.repeat(80)}<script type="module" src="/assets/index-Abc123.js"></script></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-Abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'style-Def456.css'), 'body { color: #123456; }\n'.repeat(200));
  fs.writeFileSync(path.join(dir, 'assets', 'andika-Ghi789.woff2'), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)));
  fs.writeFileSync(path.join(dir, 'boot.js'), `document.documentElement.dataset.boot = "1";\n${'// boot\n'.repeat(200)}`);
  fs.writeFileSync(path.join(dir, 'wren.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`);
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Node's own client: unlike fetch it neither asks for nor undoes any compression, so the bytes are the wire's. */
function raw(method: string, pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: pathname, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body);
  expect(encoding).toBeUndefined();
  return answer.body;
}

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-client-'));
  writeFixtureClient(clientDir);
  await compressDirectory(clientDir);
  server = await startTestServer({ clientDir });
  const parent = await buildParent(server.database.db);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'wren-test' },
    body: JSON.stringify({ username: parent.username, password: TEST_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  parentCookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('the build step', () => {
  it('writes a Brotli and a gzip copy of each text file that decompress to it, and none of a font', () => {
    for (const file of ['index.html', 'assets/index-Abc123.js', 'assets/style-Def456.css', 'boot.js', 'wren.svg']) {
      const original = fs.readFileSync(path.join(clientDir, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(clientDir, `${file}.br`))).equals(original), file).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(clientDir, `${file}.gz`))).equals(original), file).toBe(true);
    }
    expect(fs.existsSync(path.join(clientDir, 'assets/andika-Ghi789.woff2.br'))).toBe(false);
    expect(fs.existsSync(path.join(clientDir, 'assets/andika-Ghi789.woff2.gz'))).toBe(false);
  });
});

describe('static files by content negotiation', () => {
  const files = [
    { url: '/assets/index-Abc123.js', file: 'assets/index-Abc123.js', type: /^application\/javascript/ },
    { url: '/assets/style-Def456.css', file: 'assets/style-Def456.css', type: /^text\/css/ },
    { url: '/boot.js', file: 'boot.js', type: /^application\/javascript/ },
    { url: '/wren.svg', file: 'wren.svg', type: /^image\/svg\+xml/ },
    { url: '/', file: 'index.html', type: /^text\/html/ },
    { url: '/dashboard', file: 'index.html', type: /^text\/html/ },
  ];
  const cases = [
    { accept: 'br, gzip', encoding: 'br' },
    { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
    { accept: 'br;q=0.5, gzip', encoding: 'gzip' },
    { accept: 'br;q=0, gzip;q=0.1', encoding: 'gzip' },
    { accept: 'identity', encoding: undefined },
    { accept: '', encoding: undefined },
  ];

  for (const { url, file, type } of files) {
    it(`${url}: br, gzip or identity as asked, always Vary: Accept-Encoding, the same bytes once decoded`, async () => {
      const original = fs.readFileSync(path.join(clientDir, file));
      for (const { accept, encoding } of cases) {
        const answer = await raw('GET', url, accept ? { 'accept-encoding': accept } : {});
        const what = `${url} with Accept-Encoding "${accept}"`;
        expect(answer.status, what).toBe(200);
        expect(answer.headers['content-encoding'], what).toBe(encoding);
        expect(answer.headers.vary, what).toMatch(/accept-encoding/i);
        expect(answer.headers['content-type'], what).toMatch(type);
        expect(Number(answer.headers['content-length']), what).toBe(answer.body.length);
        expect(encoding === undefined || answer.body.length < original.length, `${what}: smaller than the file`).toBe(true);
        expect(decoded(answer).equals(original), what).toBe(true);
      }
    });
  }

  it('a font goes as it is, whatever the browser accepts', async () => {
    const answer = await raw('GET', '/assets/andika-Ghi789.woff2', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(fs.readFileSync(path.join(clientDir, 'assets/andika-Ghi789.woff2')))).toBe(true);
  });

  it('the compressed copies are not addresses of their own', async () => {
    const answer = await raw('GET', '/assets/index-Abc123.js.br', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
  });

  it('hashed assets are kept a year, the shell and un-hashed files are asked for again', async () => {
    for (const url of ['/assets/index-Abc123.js', '/assets/style-Def456.css', '/assets/andika-Ghi789.woff2']) {
      expect((await raw('GET', url, { 'accept-encoding': 'br' })).headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/dashboard', '/boot.js', '/wren.svg']) {
      expect((await raw('GET', url, { 'accept-encoding': 'br' })).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('an un-hashed file asked for again answers 304 by its ETag, and no header travels that nothing reads', async () => {
    for (const url of ['/boot.js', '/', '/dashboard']) {
      const first = await raw('GET', url, { 'accept-encoding': 'br' });
      expect(first.headers.etag, url).toBeTruthy();
      expect(first.headers['last-modified'], url).toBeUndefined();
      expect(first.headers['accept-ranges'], url).toBeUndefined();
      const again = await raw('GET', url, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
      expect(again.status, url).toBe(304);
      expect(again.body.length, url).toBe(0);
    }
  });

  it('a missing file under /assets/ is a 404, not the app shell (an old page asking for a chunk that is gone)', async () => {
    const answer = await raw('GET', '/assets/index-Gone00.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('HEAD wherever GET', () => {
  for (const url of ['/', '/dashboard', '/writing-buddy', '/assets/index-Abc123.js', '/boot.js', '/api/health']) {
    it(`HEAD ${url} answers 200 with GET's headers and no body`, async () => {
      for (const accept of ['br, gzip', 'gzip', '']) {
        const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
        const get = await raw('GET', url, headers);
        const head = await raw('HEAD', url, headers);
        expect(head.status, url).toBe(200);
        expect(head.body.length, url).toBe(0);
        for (const name of ['content-type', 'content-length', 'content-encoding', 'vary', 'cache-control', 'etag', 'content-security-policy']) {
          expect(head.headers[name], `${name} of HEAD ${url} (${accept})`).toBe(get.headers[name]);
        }
        expect(Number(head.headers['content-length'])).toBe(get.body.length);
      }
    });
  }

  it('HEAD on an API path no route takes is still 404 (401 without a session), never the app shell', async () => {
    expect((await raw('HEAD', '/api/nothing-here', { cookie: parentCookie })).status).toBe(404);
    expect((await raw('HEAD', '/api/nothing-here')).status).toBe(401);
    expect((await raw('HEAD', '/api/nothing-here', { cookie: parentCookie })).body.length).toBe(0);
  });

  it('HEAD on a signed-in API call answers as GET does', async () => {
    const get = await raw('GET', '/api/user/profile', { cookie: parentCookie });
    const head = await raw('HEAD', '/api/user/profile', { cookie: parentCookie });
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });
});

describe('JSON answers', () => {
  it('a large answer is compressed as asked, with Vary, and decodes to the same JSON', async () => {
    const plain = await raw('GET', '/api/openapi.json');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ] as const) {
      const answer = await raw('GET', '/api/openapi.json', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decoded(answer).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
  });

  it('a small answer goes as it is', async () => {
    for (const url of ['/api/health', '/api/user/profile']) {
      const answer = await raw('GET', url, { 'accept-encoding': 'br, gzip', cookie: parentCookie });
      expect(answer.status, url).toBe(200);
      expect(answer.body.length, url).toBeLessThan(1024);
      expect(answer.headers['content-encoding'], url).toBeUndefined();
      expect(JSON.parse(answer.body.toString('utf8'))).toBeTruthy();
    }
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=1, gzip;q=1', 'br'],
    ['BR;Q=0.9, GZIP;Q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('security headers, worked out once', () => {
  it('a hashed asset, the boot script and the manifest carry only what applies to a subresource: no sniffing, not embeddable elsewhere', async () => {
    const answers = [
      await raw('GET', '/assets/index-Abc123.js', { 'accept-encoding': 'br' }),
      await raw('GET', '/assets/index-Gone00.js'),
      await raw('GET', '/boot.js', { 'accept-encoding': 'br' }),
      await raw('GET', '/manifest.webmanifest'),
    ];
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const documentOnly of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'referrer-policy', 'permissions-policy']) {
        expect(answer.headers[documentOnly], documentOnly).toBeUndefined();
      }
    }
  });

  it('every other kind of answer carries the whole set: API, shell, 404, HEAD', async () => {
    const answers = [
      await raw('GET', '/api/user/profile', { cookie: parentCookie }),
      await raw('GET', '/api/health'),
      await raw('GET', '/api/nothing-here'),
      await raw('GET', '/'),
      await raw('HEAD', '/dashboard'),
      await raw('GET', '/wren.svg'),
    ];
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe(
        `default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self' 'wasm-unsafe-eval' ${INLINE_HEAD_HASH};script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' data: blob:;connect-src 'self'`,
      );
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['origin-agent-cluster']).toBe('?1');
      expect(answer.headers['x-xss-protection']).toBe('0');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['permissions-policy']).toContain('microphone=(self)');
    }
  });
});

describe('the built pages’ inline head scripts', () => {
  it('are allowed by their hash, each once, and no other inline script is', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-inline-'));
    try {
      const page = (script: string) => `<!doctype html><html><head><script>${script}</script><script type="module" src="/assets/a.js"></script></head></html>`;
      fs.mkdirSync(path.join(dir, 'frames', 'fr'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'index.html'), page('boot()'));
      fs.writeFileSync(path.join(dir, 'app.html'), page('boot();preload({"a":1})'));
      fs.writeFileSync(path.join(dir, 'frames', 'fr', 'settings.html'), page('boot();preload({"a":1})'));
      // A compressed copy and a script file are not pages.
      fs.writeFileSync(path.join(dir, 'app.html.gz'), zlib.gzipSync(page('other()')));
      fs.writeFileSync(path.join(dir, 'boot.js'), '<script>other()</script>');
      const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
      expect(inlineScriptHashes(dir)).toEqual([sha('boot()'), sha('boot();preload({"a":1})')].sort());
      expect(inlineScriptHashes(path.join(dir, 'missing'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the served policy names the shell’s script and does not allow inline scripts at large', async () => {
    const answer = await raw('GET', '/dashboard');
    expect(decoded(answer).toString()).toContain(INLINE_HEAD_SCRIPT);
    const scriptSrc = /script-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'wasm-unsafe-eval' ${INLINE_HEAD_HASH}`);
  });
});

describe('a reusable answer', () => {
  it('is serialized once per object, and a new object is serialized again', async () => {
    const { reusableAnswer, serializerCompiler } = await import('./serialization.ts');
    const { z } = await import('zod');
    const serialize = serializerCompiler({ schema: z.object({ n: z.number() }), method: 'GET', url: '/x', httpStatus: '200' });
    const first = reusableAnswer({ n: 1, extra: 'dropped by the schema' });
    expect(serialize(first)).toBe('{"n":1}');
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => serialize(reusableAnswer({ n: 'one' }))).toThrow("Response doesn't match the schema");
    expect(serialize(reusableAnswer({ n: 2 }))).toBe('{"n":2}');
    expect(serialize({ n: 3 })).toBe('{"n":3}');
  });
});
