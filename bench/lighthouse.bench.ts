/**
 * Lighthouse benchmark (issue 16): the pages a visitor opens first, measured as a new visitor on a phone would see
 * them — Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slow-down) — against the built app served by
 * the real server in its own process on the embedded database, signed in as the demo accounts where the page needs
 * it. Each page is run LIGHTHOUSE_RUNS times (3); the medians go to bench/results/lighthouse.json and to the table
 * between the lighthouse markers of bench/README.md.
 *
 *   npm run bench -- lighthouse
 *   LIGHTHOUSE_PAGES=/,/dashboard LIGHTHOUSE_RUNS=1 npm run bench -- lighthouse   # narrower, quicker
 *   LIGHTHOUSE_BUILD=0 …    # serve the existing dist/client instead of building it again
 *
 * Nothing is downloaded: Lighthouse is an npm dev dependency and drives /usr/bin/chromium through chrome-launcher.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Flags, type Result } from 'lighthouse';
import { startServerProcess, stopServerProcess } from '../server/src/test/server-process.ts';
import { PAGES, type PageSpec } from './pages.ts';
import { signIn } from './sign-in.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1000; // decimal kilobytes, as Lighthouse and Vite print them

// ------------------------------------------------------------------------------------------------ what is measured

/** Targets of issue 16, on the medians of the mobile profile. */
const TARGETS = {
  performance: 90,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  accessibility: 98,
  bestPractices: 95,
};

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TOP_FINDINGS = 6;
/** Reported on their own lines (the LCP element's phases, the shifted elements), not among the savings. */
const SHOWN_APART = ['largest-contentful-paint-element', 'layout-shifts'];

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const onlyPages = (process.env.LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const selected = onlyPages.length ? PAGES.filter((p) => onlyPages.includes(p.path)) : PAGES;
const BUILD = process.env.LIGHTHOUSE_BUILD !== '0';

// --------------------------------------------------------------------------------------------------- one run

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  transferBytes: number;
  /** The same resources uncompressed (resourceSize): how much compression would save. */
  resourceBytes: number;
  requests: number;
  benchmarkIndex: number;
}

type Metric = keyof RunFigures;

interface Finding {
  id: string;
  title: string;
  displayValue?: string;
  savingsMs?: number;
  savingsBytes?: number;
  /** Lighthouse's estimate of what fixing it saves per metric (LCP, FCP, TBT, CLS). */
  metricSavings?: Record<string, number>;
}

interface AuditProblem {
  id: string;
  title: string;
  displayValue?: string;
  /** The first items Lighthouse lists (console messages, elements, files). */
  items?: string[];
  error?: string;
}

interface RunOutcome {
  figures: RunFigures;
  lhr: Result;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function figuresOf(lhr: Result): RunFigures {
  const requests = (lhr.audits['network-requests']?.details as { items?: { transferSize?: number; resourceSize?: number }[] } | undefined)?.items ?? [];
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    // Media (the TTS answer) has no resourceSize: count what arrived.
    resourceBytes: requests.reduce((sum, r) => sum + (r.resourceSize || r.transferSize || 0), 0),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse's own failures (NO_NAVSTART, PROTOCOL_TIMEOUT…) ask for another try; a wrong page does not. */
class RuntimeError extends Error {}
const RETRIES = 2;

async function runLighthouseWithRetries(url: string, port: number, cookie: string | undefined): Promise<RunOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runLighthouse(url, port, cookie);
    } catch (error) {
      if (!(error instanceof RuntimeError) || attempt >= RETRIES) throw error;
      process.stdout.write(`(${error.message.split(': ').slice(1).join(': ').slice(0, 60)}…; again) `);
    }
  }
}

async function runLighthouse(url: string, port: number, cookie: string | undefined): Promise<RunOutcome> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Default mobile profile: formFactor mobile, simulated throttling (slow 4G, 4× CPU). Storage is reset before
    // each run, so every run is a first visit with an empty cache and no service worker.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new RuntimeError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  const wanted = new URL(url).pathname;
  if (landed !== wanted) throw new Error(`${wanted} ended on ${landed} (was the sign-in lost?)`);
  return { figures: figuresOf(lhr), lhr };
}

// --------------------------------------------------------------------------------------- what to fix, per page

function savingsOf(audit: Result['audits'][string]): Finding {
  const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
  const metricSavings = Object.fromEntries(Object.entries(audit.metricSavings ?? {}).filter((e): e is [string, number] => (e[1] ?? 0) > 0));
  return {
    id: audit.id,
    title: audit.title,
    ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    ...(details?.overallSavingsMs ? { savingsMs: Math.round(details.overallSavingsMs) } : {}),
    ...(details?.overallSavingsBytes ? { savingsBytes: Math.round(details.overallSavingsBytes) } : {}),
    ...(Object.keys(metricSavings).length ? { metricSavings } : {}),
  };
}

/** Performance audits that failed, largest estimated saving first (time, then bytes, then the weakest score). */
function topFindings(lhr: Result): Finding[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const failing = refs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden' && !SHOWN_APART.includes(ref.id))
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a && a.score !== null && a.score < 0.9 && ['numeric', 'binary', 'metricSavings'].includes(a.scoreDisplayMode));
  const ms = (f: Finding) =>
    Math.max(
      f.savingsMs ?? 0,
      ...Object.entries(f.metricSavings ?? {})
        .filter(([k]) => k !== 'CLS')
        .map(([, v]) => v),
    );
  const scoreOf = (id: string) => lhr.audits[id]?.score ?? 1;
  return failing
    .map(savingsOf)
    .filter((f) => ms(f) > 0 || (f.savingsBytes ?? 0) > 0 || f.metricSavings)
    .sort((a, b) => ms(b) - ms(a) || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0) || scoreOf(a.id) - scoreOf(b.id))
    .slice(0, TOP_FINDINGS);
}

function itemSummary(audit: Result['audits'][string]): string[] | undefined {
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items;
  if (!items?.length) return undefined;
  return items.slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
    const location = item.sourceLocation as { url?: string } | undefined;
    const parts = [item.issueType, item.source, item.description, item.url ?? item.scriptUrl ?? location?.url, node?.snippet, item.label];
    return parts
      .filter((part) => typeof part === 'string' && part.length > 0)
      .join(' ')
      .replace(/http:\/\/127\.0\.0\.1:\d+/g, '') // the port changes every run
      .slice(0, 200);
  });
}

/** The LCP element and where its time went (TTFB, load delay, load time, render delay). */
function lcpBreakdown(lhr: Result): { element: string; phasesMs: Record<string, number> } | undefined {
  const lists = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)?.items;
  if (!lists?.length) return undefined;
  const node = lists[0]?.items?.[0]?.node as { selector?: string; nodeLabel?: string } | undefined;
  const phasesMs = Object.fromEntries((lists[1]?.items ?? []).map((row) => [String(row.phase), Math.round(Number(row.timing))]));
  return { element: `${node?.selector ?? '?'} "${(node?.nodeLabel ?? '').slice(0, 60)}"`, phasesMs };
}

/** The elements that moved, largest shift first. */
function layoutShifts(lhr: Result): { element: string; score: number }[] {
  const items = (lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string }; score?: number }[] } | undefined)?.items ?? [];
  return items.slice(0, 3).map((i) => ({ element: i.node?.selector ?? '?', score: round(i.score ?? 0, 3) }));
}

/** Requests and bytes received per resource type (document, script, stylesheet, font, fetch, …). */
function byType(lhr: Result): Record<string, { requests: number; transferBytes: number }> {
  const items =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; requestCount: number; transferSize: number }[] } | undefined)?.items ?? [];
  return Object.fromEntries(
    items
      .filter((i) => i.resourceType !== 'total' && i.requestCount > 0)
      .map((i) => [i.resourceType, { requests: i.requestCount, transferBytes: i.transferSize }]),
  );
}

/** Audits of a category that failed or could not run: a category score is only honest if none errored. */
function problems(lhr: Result, category: string): { failed: AuditProblem[]; errored: AuditProblem[] } {
  const audits = (lhr.categories[category]?.auditRefs ?? []).map((ref) => lhr.audits[ref.id]!).filter(Boolean);
  const failed = audits
    .filter((a) => a.score !== null && a.score < 1 && ['numeric', 'binary', 'metricSavings'].includes(a.scoreDisplayMode))
    .map((a) => {
      const items = itemSummary(a);
      return { id: a.id, title: a.title, ...(a.displayValue ? { displayValue: a.displayValue } : {}), ...(items ? { items } : {}) };
    });
  const errored = audits
    .filter((a) => a.scoreDisplayMode === 'error')
    .map((a) => ({ id: a.id, title: a.title, ...(a.errorMessage ? { error: a.errorMessage } : {}) }));
  return { failed, errored };
}

// ----------------------------------------------------------------------------------------------------- medians

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

function medians(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0]!) as Metric[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as RunFigures;
}

/** The run closest to the medians of performance and LCP (as Lighthouse's own median run): its findings are shown. */
function medianRun(outcomes: RunOutcome[], m: RunFigures): RunOutcome {
  const distance = (f: RunFigures) => Math.abs(f.performance - m.performance) + Math.abs(f.lcpMs - m.lcpMs) / 1000;
  return outcomes.reduce((best, o) => (distance(o.figures) < distance(best.figures) ? o : best));
}

// -------------------------------------------------------------------------------------------------- the report

interface TargetCheck {
  name: string;
  target: string;
  actual: string;
  met: boolean;
}

interface PageResult {
  path: string;
  signedInAs: string | null;
  measuredAt: string;
  runs: number;
  loadAverage1m: { before: number; after: number };
  median: RunFigures;
  perRun: RunFigures[];
  targets: TargetCheck[];
  topFindings: Finding[];
  bestPracticesProblems: AuditProblem[];
  accessibilityProblems: AuditProblem[];
  /** Audits Lighthouse could not run; must stay empty for the accessibility score to count. */
  erroredAudits: AuditProblem[];
  runWarnings: string[];
  largestTransfers: { url: string; transferBytes: number; resourceBytes: number }[];
  byType: Record<string, { requests: number; transferBytes: number }>;
  lcp: { element: string; phasesMs: Record<string, number> } | undefined;
  layoutShifts: { element: string; score: number }[];
}

function checks(page: PageSpec, m: RunFigures, erroredAccessibility: number): TargetCheck[] {
  const minPerformance = page.minPerformance ?? TARGETS.performance;
  const list: TargetCheck[] = [
    { name: 'performance', target: `≥ ${minPerformance}`, actual: String(m.performance), met: m.performance >= minPerformance },
    { name: 'LCP', target: `≤ ${TARGETS.lcpMs / 1000} s`, actual: `${round(m.lcpMs / 1000, 2)} s`, met: m.lcpMs <= TARGETS.lcpMs },
    { name: 'TBT', target: `≤ ${TARGETS.tbtMs} ms`, actual: `${round(m.tbtMs)} ms`, met: m.tbtMs <= TARGETS.tbtMs },
    { name: 'CLS', target: `≤ ${TARGETS.cls}`, actual: String(round(m.cls, 3)), met: m.cls <= TARGETS.cls },
    {
      name: 'accessibility',
      target: `≥ ${TARGETS.accessibility}, no audit errored`,
      actual: `${m.accessibility}${erroredAccessibility ? ` (${erroredAccessibility} errored)` : ''}`,
      met: m.accessibility >= TARGETS.accessibility && erroredAccessibility === 0,
    },
    { name: 'best practices', target: `≥ ${TARGETS.bestPractices}`, actual: String(m.bestPractices), met: m.bestPractices >= TARGETS.bestPractices },
  ];
  if (page.maxTransferKb !== undefined) {
    list.push({
      name: 'transfer',
      target: `≤ ${page.maxTransferKb} KB`,
      actual: `${round(m.transferBytes / KB, 1)} KB`,
      met: m.transferBytes <= page.maxTransferKb * KB,
    });
  }
  return list;
}

function largestTransfers(lhr: Result) {
  const items =
    (lhr.audits['network-requests']?.details as { items?: { url: string; transferSize?: number; resourceSize?: number }[] } | undefined)?.items ?? [];
  return items
    .map((i) => ({ url: new URL(i.url).pathname, transferBytes: i.transferSize ?? 0, resourceBytes: i.resourceSize ?? 0 }))
    .sort((a, b) => b.transferBytes - a.transferBytes)
    .slice(0, 5);
}

async function measurePage(page: PageSpec, baseUrl: string, chromePort: number, cookies: Map<string, string>, reportDir: string): Promise<PageResult> {
  const cookie = page.as ? cookies.get(page.as) : undefined;
  const loadBefore = os.loadavg()[0]!;
  const outcomes: RunOutcome[] = [];
  for (let i = 1; i <= RUNS; i++) {
    process.stdout.write(`  ${page.path} run ${i}/${RUNS}… `);
    const outcome = await runLighthouseWithRetries(`${baseUrl}${page.path}`, chromePort, cookie);
    const f = outcome.figures;
    // What the page itself did, unthrottled, before the simulation: a late observed LCP means a later paint won it.
    const observed = (outcome.lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
    console.log(
      `performance ${f.performance}, LCP ${round(f.lcpMs)} ms, TBT ${round(f.tbtMs)} ms, ` +
        `${round(f.transferBytes / KB, 1)} KB (observed FCP ${round(observed.observedFirstContentfulPaint ?? NaN)} ms, ` +
        `LCP ${round(observed.observedLargestContentfulPaint ?? NaN)} ms; load ${round(os.loadavg()[0]!, 2)}, benchmark index ${round(f.benchmarkIndex)})`,
    );
    outcomes.push(outcome);
  }
  const m = medians(outcomes.map((o) => o.figures));
  const { lhr } = medianRun(outcomes, m);
  const erroredAudits = outcomes.flatMap((o) => CATEGORIES.flatMap((c) => problems(o.lhr, c).errored));
  const erroredAccessibility = outcomes.flatMap((o) => problems(o.lhr, 'accessibility').errored).length;
  // The median run's full report, to open in a browser, and its JSON (not committed: .tmp/ is ignored).
  const base = path.join(reportDir, page.path === '/' ? 'landing' : page.path.slice(1).replaceAll('/', '-'));
  fs.writeFileSync(`${base}.html`, generateReport(lhr, 'html'));
  fs.writeFileSync(`${base}.json`, JSON.stringify(lhr));
  return {
    path: page.path,
    signedInAs: page.as ?? null,
    measuredAt: new Date().toISOString(),
    runs: RUNS,
    loadAverage1m: { before: round(loadBefore, 2), after: round(os.loadavg()[0]!, 2) },
    median: m,
    perRun: outcomes.map((o) => o.figures),
    targets: checks(page, m, erroredAccessibility),
    topFindings: topFindings(lhr),
    bestPracticesProblems: problems(lhr, 'best-practices').failed,
    accessibilityProblems: problems(lhr, 'accessibility').failed,
    erroredAudits: [...new Map(erroredAudits.map((a) => [a.id, a])).values()],
    runWarnings: [...new Set(outcomes.flatMap((o) => o.lhr.runWarnings.map(String)))],
    largestTransfers: largestTransfers(lhr),
    byType: byType(lhr),
    lcp: lcpBreakdown(lhr),
    layoutShifts: layoutShifts(lhr),
  };
}

// -------------------------------------------------------------------------------------------------- plumbing

/** The same build `npm start` serves (scripts/lib.mjs ensureClientBuild), into this checkout's dist/client. */
function buildClient(): void {
  console.log('Building the client (as npm start does) into dist/client…');
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', "(await import('./scripts/lib.mjs')).ensureClientBuild({ force: true })"], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The client build failed (exit ${result.status ?? result.signal})`);
}

const seconds = (ms: number) => `${round(ms / 1000, 2)} s`;
const kbText = (bytes: number) => `${round(bytes / KB, 1)} KB`;

function tableRows(pages: PageResult[]): string[] {
  const header = '| page | performance | accessibility | best practices | LCP | TBT | CLS | FCP | Speed Index | transfer (uncompressed) | load avg |';
  const rule = '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';
  const mark = (page: PageResult, name: string) => (page.targets.find((t) => t.name === name)?.met === false ? ' ✗' : '');
  const rows = pages.map((p) => {
    const m = p.median;
    return (
      `| ${p.path}${p.signedInAs ? ` (${p.signedInAs})` : ''}${p.runs === 1 ? ', 1 run' : p.runs !== 3 ? `, ${p.runs} runs` : ''} | ` +
      `${m.performance}${mark(p, 'performance')} | ` +
      `${m.accessibility}${mark(p, 'accessibility')} | ${m.bestPractices}${mark(p, 'best practices')} | ${seconds(m.lcpMs)}${mark(p, 'LCP')} | ` +
      `${round(m.tbtMs)} ms${mark(p, 'TBT')} | ${round(m.cls, 3)}${mark(p, 'CLS')} | ${seconds(m.fcpMs)} | ${seconds(m.speedIndexMs)} | ` +
      `${kbText(m.transferBytes)}${mark(p, 'transfer')} (${kbText(m.resourceBytes)}) | ${p.loadAverage1m.before}–${p.loadAverage1m.after} |`
    );
  });
  return [header, rule, ...rows];
}

function findingsText(pages: PageResult[]): string[] {
  const lines: string[] = [];
  for (const p of pages) {
    const parts = (p.topFindings ?? []).map((f) => {
      const saving = [f.savingsMs ? `${f.savingsMs} ms` : '', f.savingsBytes ? kbText(f.savingsBytes) : ''].filter(Boolean).join(', ');
      return `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}${saving ? ` — saves ~${saving}` : ''}`;
    });
    lines.push(`- **${p.path}**: ${parts.length ? parts.join('; ') : 'nothing flagged'}.`);
    if (p.lcp) {
      const phases = Object.entries(p.lcp.phasesMs).map(([phase, ms]) => `${phase} ${ms} ms`);
      lines.push(`  LCP element: \`${p.lcp.element}\` (${phases.join(', ')}).`);
    }
    if (p.layoutShifts?.length) lines.push(`  Layout shifts: ${p.layoutShifts.map((s) => `\`${s.element}\` ${s.score}`).join(', ')}.`);
    const types = Object.entries(p.byType ?? {}).sort((a, b) => b[1].transferBytes - a[1].transferBytes);
    if (types.length) lines.push(`  Received: ${types.map(([type, t]) => `${type} ${kbText(t.transferBytes)} (${t.requests})`).join(', ')}.`);
    const bp = (p.bestPracticesProblems ?? []).map((a) => `${a.title}${a.items?.length ? ` (${a.items.join(' | ')})` : ''}`);
    if (bp.length) lines.push(`  Best practices: ${bp.join('; ')}.`);
    const a11y = (p.accessibilityProblems ?? []).map((a) => a.title);
    if (a11y.length) lines.push(`  Accessibility: ${a11y.join('; ')}.`);
    if (p.erroredAudits?.length) lines.push(`  Audits that errored: ${p.erroredAudits.map((a) => `${a.id} (${a.error ?? '?'})`).join('; ')}.`);
  }
  return lines;
}

/** Rewrites the block between the lighthouse markers of bench/README.md with the latest table. */
function updateReadme(report: { date: string; lighthouse: string; runs: number; pages: PageResult[] }): void {
  const file = path.join(root, 'bench', 'README.md');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) {
    console.warn(`bench/README.md has no ${start} … ${end} block: the table was not written there.`);
    return;
  }
  const block = [
    start,
    '',
    `Last written ${report.date.slice(0, 16).replace('T', ' ')} UTC by \`npm run bench -- lighthouse\` (Lighthouse ${report.lighthouse}, ` +
      `mobile profile, medians of 3 runs unless the row says otherwise; ✗ = target missed; transfer is what the browser received, ` +
      `the uncompressed size in brackets; load avg = 1-minute load average before–after the page's runs on this 2-core machine).`,
    '',
    ...tableRows(report.pages),
    '',
    'Largest estimated savings per page (the median run), then what best practices and accessibility flagged:',
    '',
    ...findingsText(report.pages),
    '',
    end,
  ].join('\n');
  fs.writeFileSync(file, text.slice(0, from) + block + text.slice(to + end.length));
}

/**
 * Writes bench/results/lighthouse.json and the README table. A narrowed run (LIGHTHOUSE_PAGES) keeps the other pages'
 * last figures, each with its own date and load average.
 */
function saveReport(version: string, measured: PageResult[]): void {
  const resultsFile = path.join(root, 'bench', 'results', 'lighthouse.json');
  const previous: PageResult[] = fs.existsSync(resultsFile) ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')).pages ?? []) : [];
  const pages = PAGES.map((spec) => measured.find((p) => p.path === spec.path) ?? previous.find((p) => p.path === spec.path)).filter(
    (p): p is PageResult => p !== undefined,
  );
  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString(),
    lighthouse: version,
    chromium: spawnSync('/usr/bin/chromium', ['--version']).stdout?.toString().trim() ?? 'unknown',
    profile: 'Lighthouse default mobile: simulated throttling (slow 4G: 150 ms RTT, 1.6 Mbit/s down; 4× CPU slow-down), Moto G Power screen',
    runs: RUNS,
    machine: {
      cpus: cpus.length,
      model: cpus[0]?.model.trim() ?? 'unknown',
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    },
    node: process.version,
    kilobyte: KB,
    targets: TARGETS,
    pages,
    allTargetsMet: pages.every((p) => p.targets.every((t) => t.met)),
  };
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, JSON.stringify(report, null, 2) + '\n');
  updateReadme(report);
}

async function main(): Promise<void> {
  if (selected.length === 0) throw new Error(`LIGHTHOUSE_PAGES matched none of ${PAGES.map((p) => p.path).join(', ')}`);
  if (BUILD) buildClient();
  else if (!fs.existsSync(path.join(root, 'dist', 'client', 'index.html'))) throw new Error('LIGHTHOUSE_BUILD=0 but dist/client has no build');

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-lighthouse-'));
  const reportDir = path.join(root, '.tmp', 'lighthouse');
  fs.mkdirSync(reportDir, { recursive: true });
  console.log('Starting the server in its own process (embedded database, demo accounts)…');
  const server = await startServerProcess({ DATA_DIR: path.join(tmp, 'data'), DEMO: '1' });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const cookies = new Map<string, string>();
    for (const account of new Set(selected.flatMap((p) => (p.as ? [p.as] : [])))) cookies.set(account, await signIn(server.baseUrl, account));
    chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version as string;
    console.log(`Lighthouse ${version}, ${RUNS} run(s) per page, ${selected.length} page(s)…`);

    const measured: PageResult[] = [];
    for (const page of selected) {
      measured.push(await measurePage(page, server.baseUrl, chrome.port, cookies, reportDir));
      // Written after every page, so a crash later keeps what was measured.
      saveReport(version, measured);
    }

    console.log('');
    for (const line of tableRows(measured)) console.log(line);
    console.log('');
    for (const p of measured) {
      console.log(`${p.path}${p.signedInAs ? ` (${p.signedInAs})` : ''}`);
      for (const t of p.targets) console.log(`  ${t.met ? '✓' : '✗'} ${t.name}: ${t.actual} (target ${t.target})`);
    }
    console.log('\nWhat to fix first:');
    for (const line of findingsText(measured)) console.log(line);
    console.log(`\nWritten to bench/results/lighthouse.json and bench/README.md; median-run reports in .tmp/lighthouse/*.html`);
  } finally {
    if (chrome) chrome.kill();
    await stopServerProcess(server.child);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
