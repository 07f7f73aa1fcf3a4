/**
 * `npm run eval`: runs every bench/*.eval.ts in turn. Evaluations measure quality on real data from
 * ../shared/data (each says so and skips when its data is not there); they are not part of `npm test`.
 * `npm run eval -- handwriting` runs only the evaluations whose file name contains "handwriting".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const evals = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((name) => name.endsWith('.eval.ts'))
  .filter((name) => only.length === 0 || only.some((filter) => name.includes(filter)))
  .sort();
if (evals.length === 0) {
  console.error('No evaluation matched (bench/*.eval.ts).');
  process.exit(1);
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const outcomes = evals.map((name) => {
  console.log(`\n▶ ${name}`);
  const run = spawnSync(tsx, [path.join('bench', name)], { cwd: root, stdio: 'inherit' });
  return { name, status: run.status ?? 1 };
});
console.log('');
for (const { name, status } of outcomes) console.log(`${status === 0 ? '✓' : '✗'} ${name}${status === 0 ? '' : ` (exit ${status})`}`);
process.exit(outcomes.some((o) => o.status !== 0) ? 1 : 0);
