/**
 * Platform benchmark: what the landing page and the dashboard make a real browser receive (HTML, JavaScript, CSS,
 * fonts; each file's gzip-9 and Brotli-11 size), and the throughput and tail latency of GET /api/user/profile under
 * load. `PLATFORM_PAGES_ONLY=1` measures the pages alone and writes nothing. Writes bench/results/platform.json.
 * Run with `npm run bench` (or `node_modules/.bin/tsx bench/platform.bench.ts`).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { chromium, type Browser, type Response } from '@playwright/test';
import { buildApp } from '../server/src/app.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../server/src/db/seed.ts';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';
import { freePort, startServerProcess, stopServerProcess } from '../server/src/test/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const KB = 1000; // decimal kilobytes, as Vite and Lighthouse report sizes

const TARGETS = {
  /** Everything the landing page receives (HTML, JS, CSS, fonts), compressed. */
  landingKb: 120,
  /** Everything the dashboard receives, signed in as demo-student, compressed. */
  dashboardKb: 180,
  profileRequestsPerSecond: 3000,
  profileP99Ms: 30,
  /** Profile requests per second ÷ a bare Fastify hello world's, both measured in the same run (issue 16). */
  profileToHelloWorld: 0.3,
};

const LOAD = { connections: 100, durationSeconds: 10, warmupSeconds: 3 };
const BROWSER_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const STUDENT = { username: 'demo-student', password: DEMO_PASSWORD };

/** What the browser received for one file, by kind, and what it weighs compressed. */
interface ReceivedFile {
  file: string;
  kind: AssetKind;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** The `content-encoding` the server sent, or null when it sent the file uncompressed. */
  contentEncoding: string | null;
  /** The `content-length` of the response as sent (compressed when the server compressed it), when it had one. */
  transferBytes: number | null;
}

type AssetKind = 'html' | 'js' | 'css' | 'font' | 'other';

interface KindTotals {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

interface PageTransfer {
  url: string;
  finalPath: string;
  files: ReceivedFile[];
  byKind: Record<AssetKind, KindTotals>;
  totalBytes: number;
  totalGzipBytes: number;
  totalBrotliBytes: number;
  /**
   * What the browser received over the wire: the sum of each response's `content-length` (or the raw size when a
   * response had none). Equal to totalBytes while the server sends files uncompressed.
   */
  totalTransferBytes: number;
}

const ASSET_KINDS: AssetKind[] = ['html', 'js', 'css', 'font', 'other'];

// ---------------------------------------------------------------------------------------------- transfer size

function buildClient(outDir: string): void {
  console.log(`Building the client into ${outDir}…`);
  const result = spawnSync(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

/** The kind of a response, or null for what is not part of the page's weight (the API's answers, data: URLs). */
function kindOf(response: Response): AssetKind | null {
  const url = new URL(response.url());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.pathname.startsWith('/api/')) return null;
  const type = response.headers()['content-type'] ?? '';
  const resourceType = response.request().resourceType();
  if (resourceType === 'document' || type.includes('text/html')) return 'html';
  if (resourceType === 'script' || type.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || type.includes('text/css')) return 'css';
  if (resourceType === 'font' || type.startsWith('font/') || /\.(woff2?|ttf|otf)$/.test(url.pathname)) return 'font';
  return 'other';
}

/** The compressed sizes of a body: gzip level 9 and Brotli quality 11, what a build-time compressor produces. */
function compressedSizes(body: Buffer): { gzipBytes: number; brotliBytes: number } {
  return {
    gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
    brotliBytes: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
  };
}

function totals(files: ReceivedFile[]): KindTotals {
  return {
    files: files.length,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    brotliBytes: files.reduce((sum, f) => sum + f.brotliBytes, 0),
  };
}

/**
 * Opens a page in a fresh browser context (empty cache) and counts every file it receives until the network is
 * idle: the HTML, scripts, stylesheets, fonts and anything else but the API's answers.
 */
async function measurePage(browser: Browser, baseUrl: string, pathname: string, signIn?: { username: string; password: string }): Promise<PageTransfer> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'br, gzip' } });
  try {
    if (signIn) {
      const response = await context.request.post(`${baseUrl}/api/auth/login`, {
        data: signIn,
        headers: { 'x-requested-with': 'wren-bench' },
      });
      if (!response.ok()) throw new Error(`Sign-in as ${signIn.username} failed: ${response.status()} ${await response.text()}`);
    }
    const page = await context.newPage();
    const bodies: Promise<ReceivedFile | null>[] = [];
    page.on('response', (response) => {
      const kind = kindOf(response);
      if (kind === null || response.status() !== 200) return;
      const headers = response.headers();
      const length = Number(headers['content-length']);
      bodies.push(
        response.body().then(
          (body) => ({
            file: new URL(response.url()).pathname,
            kind,
            bytes: body.length,
            ...compressedSizes(body),
            contentEncoding: headers['content-encoding'] ?? null,
            transferBytes: Number.isFinite(length) && length > 0 ? length : null,
          }),
          () => null,
        ),
      );
    });
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== pathname) throw new Error(`Expected to stay on ${pathname} but the page went to ${finalPath}`);
    const files = (await Promise.all(bodies)).filter((f): f is ReceivedFile => f !== null);
    // The same file requested twice (a preload and its import) is downloaded once by a real visitor.
    const unique = [...new Map(files.map((f) => [f.file, f])).values()].sort((a, b) => b.brotliBytes - a.brotliBytes);
    const all = totals(unique);
    const byKind = Object.fromEntries(ASSET_KINDS.map((kind) => [kind, totals(unique.filter((f) => f.kind === kind))])) as Record<AssetKind, KindTotals>;
    return {
      url: pathname,
      finalPath,
      files: unique,
      byKind,
      totalBytes: all.bytes,
      totalGzipBytes: all.gzipBytes,
      totalBrotliBytes: all.brotliBytes,
      totalTransferBytes: unique.reduce((sum, f) => sum + (f.transferBytes ?? f.bytes), 0),
    };
  } finally {
    await context.close();
  }
}

async function measurePages(tmp: string): Promise<{ landing: PageTransfer; dashboard: PageTransfer }> {
  const clientDir = path.join(tmp, 'client');
  buildClient(clientDir);
  const database = await openDatabase({ dataDir: path.join(tmp, 'pages-data') });
  await seedDemo(database.db);
  const app = await buildApp({ database, clientDir, demo: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    console.log('Loading / and /dashboard in Chromium…');
    const landing = await measurePage(browser, baseUrl, '/');
    const dashboard = await measurePage(browser, baseUrl, '/dashboard', STUDENT);
    return { landing, dashboard };
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

// ------------------------------------------------------------------------------------------ profile endpoint load

async function sessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'wren-bench' },
    body: JSON.stringify(STUDENT),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('Sign-in set no session cookie');
  return cookie.split(';')[0]!;
}

type LoadResult = Awaited<ReturnType<typeof autocannon>>;

const CLOCK_TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU time (user + system, all threads) a process has used so far, in ms; null where /proc is missing. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function loadFigures(endpoint: string, { result, cpuMsUsed }: { result: LoadResult; cpuMsUsed: number | null }) {
  return {
    endpoint,
    connections: LOAD.connections,
    durationSeconds: LOAD.durationSeconds,
    totalRequests: result.requests.total,
    requestsPerSecond: { average: result.requests.average, median: result.requests.p50, min: result.requests.min },
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    loadAverage1mAfter: round2(os.loadavg()[0]!),
    /**
     * The server's CPU time per answered request. Other work on the machine lengthens the wait for a core (and so
     * lowers req/s and raises p99) much more than it changes this, so it compares runs on a busy machine better.
     */
    cpuMicrosecondsPerRequest: cpuMsUsed === null ? null : Math.round((cpuMsUsed * 1000 * 10) / result.requests.total) / 10,
  };
}

/** Warms up with 10 connections, then the measured run: 100 connections for 10 s. */
async function load(url: string, headers: Record<string, string>, pid: number | undefined) {
  // A short warm-up lets V8 optimise the request path before the measured run.
  await autocannon({ url, connections: 10, duration: LOAD.warmupSeconds, headers });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: LOAD.connections, duration: LOAD.durationSeconds, headers });
  const cpuAfter = cpuMs(pid);
  return { result, cpuMsUsed: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

/** The bare Fastify hello world (bench/hello-world-server.ts) in its own process, until `stop` is called. */
async function startHelloWorld(): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'hello-world-server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`The hello-world server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => stopServerProcess(child) };
}

async function measureProfileEndpoint(tmp: string) {
  console.log('Starting the hello-world server and the Wren server, each in its own process…');
  const hello = await startHelloWorld();
  const { child, baseUrl } = await startServerProcess({ DATA_DIR: path.join(tmp, 'api-data'), DEMO: '1' });
  try {
    const cookie = await sessionCookie(baseUrl);
    const url = `${baseUrl}/api/user/profile`;
    const check = await fetch(url, { headers: { cookie } });
    if (!check.ok) throw new Error(`GET /api/user/profile answered ${check.status}`);
    // Hello world just before and just after the profile, so that a change in the machine's other work during the
    // run weighs on both sides of the ratio alike.
    const helloWorldRun = async (when: string) => {
      console.log(`Load: GET / on a bare Fastify hello world (${when}), ${LOAD.connections} connections for ${LOAD.durationSeconds} s…`);
      return loadFigures('GET / (bare Fastify hello world)', await load(hello.url, {}, hello.pid));
    };
    const helloBefore = await helloWorldRun('before');
    console.log(`Load: GET /api/user/profile, ${LOAD.connections} connections for ${LOAD.durationSeconds} s…`);
    const profile = loadFigures('GET /api/user/profile', await load(url, { cookie }, child.pid));
    const helloAfter = await helloWorldRun('after');
    const runs = [helloBefore, helloAfter];
    const mean = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
    const cpus = runs.map((run) => run.cpuMicrosecondsPerRequest);
    const helloWorld = {
      endpoint: helloBefore.endpoint,
      requestsPerSecond: { average: mean(runs.map((run) => run.requestsPerSecond.average)) },
      latencyMs: { p99: Math.max(...runs.map((run) => run.latencyMs.p99)) },
      cpuMicrosecondsPerRequest: cpus.every((cpu) => cpu !== null) ? mean(cpus as number[]) : null,
      non2xx: helloBefore.non2xx + helloAfter.non2xx,
      errors: helloBefore.errors + helloAfter.errors,
      timeouts: helloBefore.timeouts + helloAfter.timeouts,
      runs,
    };
    const ratio = Math.round((profile.requestsPerSecond.average / helloWorld.requestsPerSecond.average) * 1000) / 1000;
    const cpuRatio =
      profile.cpuMicrosecondsPerRequest && helloWorld.cpuMicrosecondsPerRequest
        ? Math.round((helloWorld.cpuMicrosecondsPerRequest / profile.cpuMicrosecondsPerRequest) * 1000) / 1000
        : null;
    return { profile, helloWorld, ratio, cpuRatio };
  } finally {
    await hello.stop();
    await stopServerProcess(child);
  }
}

// ------------------------------------------------------------------------------------------------------ report

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The bytes a page counts against its budget: the `content-length`s the browser received (the server sends the
 * build's Brotli copies to a browser that accepts `br`), headers left out.
 */
const RECEIVED = { basis: 'content-length as sent by the server (its Brotli copies)', bytes: (page: PageTransfer) => page.totalTransferBytes };

function printPage(title: string, page: PageTransfer, targetKb: number): void {
  console.log(
    `\n${title} (${page.url}): ${kb(RECEIVED.bytes(page))} KB received (${RECEIVED.basis}), target ≤ ${targetKb} KB; ` +
      `brotli ${kb(page.totalBrotliBytes)} KB, gzip ${kb(page.totalGzipBytes)} KB, raw ${kb(page.totalBytes)} KB`,
  );
  for (const kind of ASSET_KINDS) {
    const t = page.byKind[kind];
    if (t.files === 0) continue;
    console.log(
      `  ${kind.padEnd(5)} ${String(t.files).padStart(3)} files  brotli ${String(kb(t.brotliBytes)).padStart(6)} KB  gzip ${String(kb(t.gzipBytes)).padStart(6)} KB  raw ${String(kb(t.bytes)).padStart(7)} KB`,
    );
  }
  console.log('    brotli     gzip       raw  file');
  for (const f of page.files) {
    console.log(`  ${String(kb(f.brotliBytes)).padStart(7)}  ${String(kb(f.gzipBytes)).padStart(7)}  ${String(kb(f.bytes)).padStart(8)}  ${f.file}`);
  }
}

function pageTarget(name: string, page: PageTransfer, targetKb: number) {
  return {
    name: `${name} transfer (${RECEIVED.basis}: HTML, JS, CSS, fonts)`,
    target: `≤ ${targetKb} KB`,
    actual: kb(RECEIVED.bytes(page)),
    unit: 'KB',
    met: RECEIVED.bytes(page) <= targetKb * KB,
  };
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-bench-'));
  // Other work on the machine competes with the server and the load generator; the load average says how much.
  const loadBefore = os.loadavg()[0]!;
  try {
    const { landing, dashboard } = await measurePages(tmp);
    if (process.env.PLATFORM_PAGES_ONLY) {
      // A quick look at the pages' weight while working on it: no load test, nothing written.
      printPage('Landing page', landing, TARGETS.landingKb);
      printPage('Dashboard (demo-student)', dashboard, TARGETS.dashboardKb);
      return;
    }
    const { profile, helloWorld, ratio, cpuRatio } = await measureProfileEndpoint(tmp);
    const cleanRun = [profile, helloWorld].every((run) => run.non2xx === 0 && run.errors === 0 && run.timeouts === 0);

    const targets = [
      pageTarget('landing page', landing, TARGETS.landingKb),
      pageTarget('dashboard', dashboard, TARGETS.dashboardKb),
      {
        name: 'GET /api/user/profile throughput',
        target: `≥ ${TARGETS.profileRequestsPerSecond} req/s`,
        actual: Math.round(profile.requestsPerSecond.average),
        unit: 'req/s',
        met: cleanRun && profile.requestsPerSecond.average >= TARGETS.profileRequestsPerSecond,
      },
      {
        name: 'GET /api/user/profile ÷ hello world (req/s, same run)',
        target: `≥ ${TARGETS.profileToHelloWorld}×`,
        actual: ratio,
        unit: '×',
        met: cleanRun && ratio >= TARGETS.profileToHelloWorld,
      },
      {
        name: 'GET /api/user/profile p99 latency',
        target: `≤ ${TARGETS.profileP99Ms} ms`,
        actual: profile.latencyMs.p99,
        unit: 'ms',
        met: cleanRun && profile.latencyMs.p99 <= TARGETS.profileP99Ms,
      },
    ];

    const cpus = os.cpus();
    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus.length,
        model: cpus[0]?.model.trim() ?? 'unknown',
        platform: `${os.platform()} ${os.release()} ${os.arch()}`,
        memoryGb: Math.round(os.totalmem() / 1024 ** 3),
        loadAverage1m: { before: round2(loadBefore), after: round2(os.loadavg()[0]!) },
      },
      node: process.version,
      pages: { kilobyte: KB, received: RECEIVED.basis, landing, dashboard },
      profileEndpoint: profile,
      helloWorld,
      profileToHelloWorld: ratio,
      /** Hello world's CPU per request ÷ the profile's: the same comparison, less sensitive to other work. */
      profileToHelloWorldByCpu: cpuRatio,
      targets,
      allTargetsMet: targets.every((t) => t.met),
    };
    const resultsDir = path.join(root, 'bench', 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'platform.json'), JSON.stringify(report, null, 2) + '\n');

    printPage('Landing page', landing, TARGETS.landingKb);
    printPage('Dashboard (demo-student)', dashboard, TARGETS.dashboardKb);
    const rps = profile.requestsPerSecond;
    console.log(
      `\nGET /api/user/profile, ${profile.connections} connections, ${profile.durationSeconds} s: ` +
        `${Math.round(rps.average)} req/s average (median ${rps.median}), latency p50 ${profile.latencyMs.p50} ms, ` +
        `p99 ${profile.latencyMs.p99} ms, ${profile.totalRequests} requests, ${profile.non2xx} non-2xx, ${profile.errors} errors`,
    );
    console.log(
      `Bare Fastify hello world in the same run: ${Math.round(helloWorld.requestsPerSecond.average)} req/s, ` +
        `p99 ${helloWorld.latencyMs.p99} ms; profile ÷ hello world = ${ratio}×. CPU per request: profile ` +
        `${profile.cpuMicrosecondsPerRequest} µs, hello world ${helloWorld.cpuMicrosecondsPerRequest} µs (ratio ${cpuRatio}×)`,
    );
    console.log(
      `Machine: ${report.machine.cpus} × ${report.machine.model}, Node ${report.node}, ` +
        `load average ${report.machine.loadAverage1m.before} → ${report.machine.loadAverage1m.after}\n`,
    );
    for (const t of targets) console.log(`${t.met ? '✓' : '✗'} ${t.name}: ${t.actual} ${t.unit} (target ${t.target})`);
    console.log(`\nWritten to bench/results/platform.json`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
