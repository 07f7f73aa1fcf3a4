/**
 * Build step: a Brotli (quality 11) and a gzip (level 9) copy beside every compressible file of the client build
 * (`app.js` → `app.js.br`, `app.js.gz`), so the server sends compressed bytes without compressing on each request
 * (see `registerClient` in server/src/app.ts). Fonts (woff2) and images (png, jpg, webp) are compressed already and
 * get no copy; a copy that would not be smaller than its file is not written (the server then sends the file).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats that shrink; anything else (woff2, png, audio…) is left alone. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm)$/i;

export interface CompressedFile {
  file: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the `.br` and `.gz` copies for every compressible file under `dir` (replacing older copies). */
export async function compressDirectory(dir: string): Promise<CompressedFile[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  return Promise.all(
    files.map(async (file): Promise<CompressedFile> => {
      const source = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: 9 }),
      ]);
      const write = async (copy: Buffer, extension: string) => {
        if (copy.length >= source.length) {
          await fs.rm(file + extension, { force: true });
          return null;
        }
        await fs.writeFile(file + extension, copy);
        return copy.length;
      };
      return { file: path.relative(dir, file), bytes: source.length, br: await write(br, '.br'), gzip: await write(gz, '.gz') };
    }),
  );
}

/** The Vite plugin: runs `compressDirectory` on the output folder once the build has written it. */
export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'wren:compress-assets',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await compressDirectory(outDir);
      },
    },
  };
}
