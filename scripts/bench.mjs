// `npm run bench`: runs every bench/*.bench.ts in turn (each writes its figures to bench/results/) and ends with
// one line per benchmark. Not part of `npm test`: benchmarks measure speed, tests check behaviour.
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, ensureDebianPackages, ensureDependencies, root, run } from './lib.mjs';

ensureDependencies();
ensureDebianPackages([CHROMIUM], { required: true });

const only = process.argv.slice(2);
const benches = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((filter) => name.includes(filter)))
  .sort();
if (benches.length === 0) {
  console.error('No benchmark matched (bench/*.bench.ts).');
  process.exit(1);
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const outcomes = [];
for (const name of benches) {
  console.log(`\n▶ ${name}`);
  const status = run(tsx, [path.join('bench', name)], { allowFailure: true });
  outcomes.push({ name, status });
}

console.log('');
for (const { name, status } of outcomes) console.log(`${status === 0 ? '✓' : '✗'} ${name}${status === 0 ? '' : ` (exit ${status})`}`);
process.exit(outcomes.some((o) => o.status !== 0) ? 1 : 0);
