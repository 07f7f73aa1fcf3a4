// Shared steps of `npm start` and `npm test`. Plain Node, no dependencies: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0 && !options.allowFailure) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return newest;
}

/** Installs the locked npm packages when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing dependencies…');
  // `npm install` follows the lock file as `npm ci` would; `npm ci` (npm 11) refuses this lock because it lists
  // the other platforms' optional packages (Tailwind's native builds) without entries of their own.
  // onnxruntime-node (the offline transcriber's runtime) would download CUDA builds from nuget.org at install time;
  // the CPU build it needs is in the package, and nothing may download but npm packages. package.json's
  // allowScripts denies its install script (npm 11.16 and later; the other dependencies' scripts are allowed there,
  // after review); the variable keeps an older npm from downloading too.
  run('npm', ['install', '--no-audit', '--no-fund'], { env: { ...process.env, ONNXRUNTIME_NODE_INSTALL_CUDA: 'skip' } });
}

/** Builds the client when the build is missing or older than its sources. */
export function ensureClientBuild({ force = false } = {}) {
  const index = path.join(root, 'dist', 'client', 'index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(root, 'client')),
    newestMtime(path.join(root, 'common')),
    newestMtime(path.join(root, 'content')),
    newestMtime(path.join(root, 'scripts', 'build')),
    fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs,
  );
  if (!force && built > sources) return;
  console.log('Building the client…');
  run(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Installs Debian packages the product needs (a browser for tests; speech engines for the AI services) when
 * a command is missing. Needs root; otherwise says exactly what to run.
 */
export function ensureDebianPackages(packages, { required }) {
  const missing = packages.filter((p) => !fs.existsSync(p.file));
  if (missing.length === 0) return true;
  const names = [...new Set(missing.map((p) => p.package))];
  if (!isRoot) {
    const message = `Missing ${names.join(', ')}. Install with: sudo apt-get install -y ${names.join(' ')}`;
    if (required) {
      console.error(message);
      process.exit(1);
    }
    console.warn(message);
    return false;
  }
  console.log(`Installing Debian packages: ${names.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env, allowFailure: !required });
  const status = run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { env, allowFailure: !required });
  return status === 0;
}

export const CHROMIUM = { file: '/usr/bin/chromium', package: 'chromium' };

/**
 * Offline speech (server/src/ai/speech): pocketsphinx and its US English model recognise speech, ffmpeg decodes
 * the WebM/Opus that browsers record, espeak-ng's command line is the system copy of the synthesiser the server
 * runs as WebAssembly. Optional: without them the health check says what is missing and those requests answer
 * 503 or 415.
 */
export const SPEECH_PACKAGES = [
  { file: '/usr/bin/pocketsphinx_continuous', package: 'pocketsphinx' },
  { file: '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin', package: 'pocketsphinx-en-us' },
  { file: '/usr/bin/espeak-ng', package: 'espeak-ng' },
  { file: '/usr/bin/ffmpeg', package: 'ffmpeg' },
];
