import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

// A built client as client/prerender.ts writes it: the English landing page, its Arabic twin, and the app shell.
let database: DatabaseHandle;
let app: FastifyInstance;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-client-'));
  fs.mkdirSync(path.join(clientDir, 'landing'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<html lang="en">landing en</html>');
  fs.writeFileSync(path.join(clientDir, 'landing', 'ar.html'), '<html lang="ar">landing ar</html>');
  fs.writeFileSync(path.join(clientDir, 'app.html'), '<html>shell</html>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc.js'), 'export {};');
  for (const [language, file] of [
    ['en', 'phonics-tutor.html'],
    ['ar', 'phonics-tutor.html'],
    ['en', 'admin/ai.html'],
  ]) {
    fs.mkdirSync(path.dirname(path.join(clientDir, 'frames', language!, file!)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'frames', language!, file!), `<html>frame ${language} ${file}</html>`);
  }
  database = await openDatabase({ dataDir: null });
  app = await buildApp({ database, clientDir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('client pages', () => {
  it('/ is the landing page in the language the cookie names, varying on it', async () => {
    const english = await app.inject({ url: '/' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('landing en');
    expect(english.headers.vary).toMatch(/cookie/i);
    const arabic = await app.inject({ url: '/', cookies: { 'wren.language': 'ar' } });
    expect(arabic.body).toContain('landing ar');
    expect(arabic.headers['cache-control']).toBe('no-cache');
    // A language without its own page (or made up) gets English, never an error or a path of its own making.
    expect((await app.inject({ url: '/', cookies: { 'wren.language': 'it' } })).body).toContain('landing en');
    expect((await app.inject({ url: '/', cookies: { 'wren.language': '../app' } })).body).toContain('landing en');
  });

  it('every other client path is the app shell, without the landing markup', async () => {
    for (const url of ['/dashboard', '/login?next=%2Fsettings', '/assessment/grade1', '/no-such-screen']) {
      const response = await app.inject({ url, cookies: { 'wren.language': 'ar' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<html>shell</html>');
    }
  });

  it('a screen with a pre-drawn header gets the shell with it, in the language the cookie names', async () => {
    const english = await app.inject({ url: '/phonics-tutor' });
    expect(english.body).toBe('<html>frame en phonics-tutor.html</html>');
    expect(english.headers.vary).toMatch(/cookie/i);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/phonics-tutor/', cookies: { 'wren.language': 'AR' } })).body).toBe('<html>frame ar phonics-tutor.html</html>');
    expect((await app.inject({ url: '/admin/ai' })).body).toBe('<html>frame en admin/ai.html</html>');
    // A language without frames, one made up, or a query (which may change the header: ?childId=) gets the plain shell.
    for (const [url, language] of [
      ['/phonics-tutor', 'fr'],
      ['/phonics-tutor', '../en'],
      ['/phonics-tutor?x=1', 'ar'],
      ['/admin', 'en'],
    ]) {
      const response = await app.inject({ url: url!, cookies: { 'wren.language': language! } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, `${url} ${language}`).toBe('<html>shell</html>');
    }
    const head = await app.inject({ method: 'HEAD', url: '/phonics-tutor', cookies: { 'wren.language': 'ar' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('a missing file or API path is a 404, never a page in its place', async () => {
    expect((await app.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
    for (const url of ['/assets/index-old.js', '/icons/missing.png']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('shell');
    }
    // Signed out, an unknown API path is refused before routing (401); it is never the app either.
    expect((await app.inject({ url: '/api/no-such-route' })).body).not.toContain('shell');
    expect((await app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });

  it('HEAD answers wherever GET does, with no body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/', cookies: { 'wren.language': 'ar' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/dashboard' })).statusCode).toBe(200);
  });
});
