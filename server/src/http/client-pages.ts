import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/** The cookie the client sets beside its stored language (client/src/lib/i18n.ts rememberLandingLanguage). */
const LANGUAGE_COOKIE = 'wren.language';

/**
 * Which built page answers a browser's GET for a client path (client/prerender.ts writes them): `/` is the landing
 * page pre-rendered in the visitor's kept language (`landing/<lng>.html`, English `index.html`); every other path
 * is the app shell `app.html`, which has no landing markup for React to mismatch, or for a signed-in screen with a
 * pre-drawn header (routes.ts `frame`) the shell with that header in the visitor's kept language. A build without the
 * shell (an old dist/) falls back to index.html.
 */
export function clientPages(clientDir: string) {
  const exists = (file: string) => fs.existsSync(path.join(clientDir, file));
  const shell = exists('app.html') ? 'app.html' : 'index.html';
  const landings = new Map<string, string>();
  const landingDir = path.join(clientDir, 'landing');
  if (fs.existsSync(landingDir)) {
    for (const file of fs.readdirSync(landingDir)) if (file.endsWith('.html')) landings.set(file.slice(0, -'.html'.length).toLowerCase(), `landing/${file}`);
  }
  // Signed-in screens drawn with their header (client/prerender.ts frameFile): frames/<language>/<path>.html, by
  // `<language>/<path>` with the language lower-cased as the cookie may spell it.
  const frames = new Map<string, string>();
  const framesDir = path.join(clientDir, 'frames');
  if (fs.existsSync(framesDir)) {
    for (const file of fs.readdirSync(framesDir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html')) continue;
      const relative = file.split(path.sep).join('/');
      const [language = '', ...rest] = relative.slice(0, -'.html'.length).split('/');
      frames.set(`${language.toLowerCase()}/${rest.join('/')}`, `frames/${relative}`);
    }
  }
  return {
    /** Every page it may send, relative to the client folder. */
    files: [...new Set(['index.html', shell, ...landings.values(), ...frames.values()])].filter(exists),
    /**
     * The file to send, and whether it depends on the language cookie (then the answer must vary on Cookie); null
     * for a path that names a missing file.
     */
    pageFor(request: FastifyRequest): { file: string; byLanguage: boolean } | null {
      const pathname = request.url.split('?')[0] ?? '/';
      // A file that is not there (an old build's chunk, a mistyped icon) is a 404, never a page in its place.
      if (pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname)) return null;
      const language = request.cookies[LANGUAGE_COOKIE]?.toLowerCase();
      if (pathname !== '/') {
        // A query may change what the screen shows first (a parent's ?childId=), so only a plain address gets its header.
        const framed = request.url.includes('?') ? undefined : frames.get(`${language ?? 'en'}${pathname.replace(/\/+$/, '')}`);
        return framed ? { file: framed, byLanguage: true } : { file: shell, byLanguage: false };
      }
      return { file: (language && landings.get(language)) || 'index.html', byLanguage: true };
    },
  };
}

/** A script element without attributes and what it holds (client/prerender.ts inlineScript writes them so). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline head scripts in the built pages (the landing
 * pages' boot.js, the app shell's boot and preloads): the policy allows these scripts and no other inline one. Read
 * from the pages clientPages sends (give its `files` when the caller has them: the folder is walked once), so the
 * policy always matches the build it serves.
 */
export function inlineScriptHashes(clientDir: string, files?: readonly string[]): string[] {
  if (!fs.existsSync(clientDir)) return [];
  // The frames repeat the shell's script: each distinct script is hashed once.
  const scripts = new Set<string>();
  for (const file of files ?? clientPages(clientDir).files) {
    for (const [, code = ''] of fs.readFileSync(path.join(clientDir, file), 'utf8').matchAll(INLINE_SCRIPT)) scripts.add(code);
  }
  return [...scripts].map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`).sort();
}
