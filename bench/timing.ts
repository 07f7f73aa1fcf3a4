/** Shared by the synchronous micro-benchmarks: time a call many times, and write a results file. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Runs `run` 200 times to warm the JIT, then `rounds` times timed; milliseconds at the median, p95, p99 and max. */
export function timeSync(run: () => void, rounds: number) {
  for (let i = 0; i < 200; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return { medianMs: round3(q(0.5)), p95Ms: round3(q(0.95)), p99Ms: round3(q(0.99)), maxMs: round3(samples[samples.length - 1]!) };
}

/** Writes bench/results/<name>.json. */
export function writeResult(name: string, result: object): void {
  const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}
