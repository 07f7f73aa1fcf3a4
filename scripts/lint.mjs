// `npm run lint`: oxlint with type information (rules in .oxlintrc.json, Wren's own in scripts/lint/), then Prettier's
// check. Any finding fails, warnings included. Both run even when the first fails, so one run shows everything.
import path from 'node:path';
import { ensureDependencies, root, run } from './lib.mjs';

ensureDependencies();

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const started = Date.now();

console.log('\n▶ oxlint');
const oxlint = run(bin('oxlint'), ['--type-aware', '--deny-warnings'], { allowFailure: true });

console.log('\n▶ Prettier');
// The cache keys on file contents, so a fresh clone and a switched branch are checked alike.
const cache = ['--cache', '--cache-strategy', 'content', '--cache-location', path.join(root, '.tmp', 'prettier-cache')];
const prettier = run(bin('prettier'), ['--check', '--log-level', 'warn', ...cache, '.'], { allowFailure: true });
if (prettier !== 0) console.log('Run `npm run format` to format these files.');

console.log(`\nlint: ${oxlint === 0 && prettier === 0 ? 'clean' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(oxlint === 0 && prettier === 0 ? 0 : 1);
