/**
 * Main-thread work as a page loads (issue 16: total blocking time), measured in a way a busy machine does not move
 * much. Lighthouse's TBT multiplies each task's wall-clock duration by its 4× CPU slow-down, so on this shared 2-core
 * machine the same build measures 80 ms one run and 600 ms the next. Here Chromium's trace gives each task's thread
 * CPU time instead (`tdur`: time the renderer's main thread actually ran), and the figure is Lighthouse's sum over
 * those: Σ max(0, 4 × CPU − 50 ms) over the top-level tasks of the page's own main thread from navigation to one
 * and a half seconds after the network is idle. It counts every task, not only those between FCP and TTI, so it reads
 * somewhat above Lighthouse's TBT on a quiet machine; it is a figure to compare builds with, in one run.
 *
 *   npm run bench -- main-thread                                  # the pages of bench/pages.ts, 7 loads each
 *   MAIN_THREAD_PAGES=/dashboard,/my-children MAIN_THREAD_RUNS=10 npm run bench -- main-thread
 *   MAIN_THREAD_COMPARE=/path/to/other/checkout npm run bench -- main-thread   # A/B: both servers, loads alternated
 *   MAIN_THREAD_BUILD=0 …                                          # serve the existing dist/client
 *
 * The other checkout must have its own dist/client built (and node_modules). Writes bench/results/main-thread.json.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../server/src/test/server-process.ts';
import { PAGES } from './pages.ts';
import { writeResult } from './timing.ts';
import { signIn } from './sign-in.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.MAIN_THREAD_RUNS ?? 7) || 7);
const onlyPages = (process.env.MAIN_THREAD_PAGES ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const pages = (onlyPages.length ? PAGES.filter((p) => onlyPages.includes(p.path)) : PAGES).filter((p) => p.as);
const compare = process.env.MAIN_THREAD_COMPARE ? path.resolve(process.env.MAIN_THREAD_COMPARE) : null;
const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;
const SETTLE_MS = 1500;

/** One page load's main thread: CPU in all tasks, the blocking sum at 4× CPU, the longest task's CPU. */
interface Load {
  cpuMs: number;
  blockingMs: number;
  longestMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/** The top-level tasks of the page's own renderer main thread (not the browser's own WebUI renderers). */
function pageTasks(events: TraceEvent[], baseUrl: string): TraceEvent[] | null {
  const navigation = events.find((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').startsWith(baseUrl));
  if (!navigation) return null; // now and then Chromium's trace misses it
  const onThread = events
    .filter((e) => e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts && e.name.endsWith('RunTask'))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: TraceEvent[] = [];
  let end = -1;
  for (const e of onThread) {
    if (e.ts < end) continue; // nested in the task before
    tasks.push(e);
    end = e.ts + (e.dur ?? 0);
  }
  return tasks;
}

/** One load of `pagePath`, or null when the trace missed its navigation. */
async function loadOnce(browser: Browser, baseUrl: string, pagePath: string, cookie: string): Promise<Load | null> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const [name = '', value = ''] = cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
    });
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const tasks = pageTasks(trace.traceEvents, baseUrl);
    if (!tasks) return null;
    const cpu = tasks.map((t) => (t.tdur ?? t.dur ?? 0) / 1000);
    return {
      cpuMs: cpu.reduce((sum, ms) => sum + ms, 0),
      blockingMs: cpu.reduce((sum, ms) => sum + Math.max(0, CPU_SLOWDOWN * ms - BLOCKING_FROM_MS), 0),
      longestMs: Math.max(0, ...cpu),
    };
  } finally {
    await context.close();
  }
}

/** A load of `pagePath`, made again (at most three times in all) when Chromium's trace missed the navigation. */
async function load(browser: Browser, baseUrl: string, pagePath: string, cookie: string): Promise<Load> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const measured = await loadOnce(browser, baseUrl, pagePath, cookie);
    if (measured) return measured;
  }
  throw new Error(`No navigation to ${baseUrl}${pagePath} in three traces`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const round = (x: number) => Math.round(x);

async function main(): Promise<void> {
  if (process.env.MAIN_THREAD_BUILD !== '0') {
    console.log('Building the client (as npm start does) into dist/client…');
    const built = spawnSync(process.execPath, ['--input-type=module', '-e', "(await import('./scripts/lib.mjs')).ensureClientBuild({ force: true })"], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('The client build failed');
  }
  const sides: { label: string; server: ServerProcess }[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-main-thread-'));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const [label, cwd] of [['this checkout', root], ...(compare ? [['compared', compare]] : [])] as const) {
      const server = await startServerProcess({ DATA_DIR: path.join(tmp, label.replace(/\W/g, '-')), DEMO: '1' }, { cwd });
      sides.push({ label, server });
    }
    const results: { path: string; as: string; side: string; runs: Load[]; median: Load }[] = [];
    console.log(`Main-thread work, ${RUNS} loads per page and side, load average ${os.loadavg()[0]!.toFixed(2)}…`);
    for (const page of pages) {
      const cookies = await Promise.all(sides.map((s) => signIn(s.server.baseUrl, page.as!)));
      const loads: Load[][] = sides.map(() => []);
      for (let run = 0; run < RUNS; run++)
        for (const [i, side] of sides.entries()) loads[i]!.push(await load(browser, side.server.baseUrl, page.path, cookies[i]!));
      for (const [i, side] of sides.entries()) {
        const runs = loads[i]!;
        const m = {
          cpuMs: median(runs.map((r) => r.cpuMs)),
          blockingMs: median(runs.map((r) => r.blockingMs)),
          longestMs: median(runs.map((r) => r.longestMs)),
        };
        results.push({ path: page.path, as: page.as!, side: side.label, runs, median: m });
        console.log(
          `  ${`${page.path} (${page.as})`.padEnd(38)} ${side.label.padEnd(13)} CPU ${round(m.cpuMs)} ms, blocking at 4× CPU ${round(m.blockingMs)} ms, longest task ${round(m.longestMs)} ms CPU`,
        );
      }
    }
    writeResult('main-thread', { measuredAt: new Date().toISOString(), runs: RUNS, loadAverage1m: os.loadavg()[0], compared: compare, results });
    console.log('Written to bench/results/main-thread.json');
  } finally {
    await browser.close();
    for (const side of sides) await stopServerProcess(side.server.child);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
