// `npm test`: every test, from a fresh clone. Type check, unit and API tests (Vitest, real app and database),
// then end-to-end tests in the system Chromium (Playwright). Ends with one "tests: N passed, N failed" line.
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, ensureClientBuild, ensureDebianPackages, ensureDependencies, root, run, SPEECH_PACKAGES } from './lib.mjs';

ensureDependencies();
ensureDebianPackages([CHROMIUM], { required: true });
ensureDebianPackages(SPEECH_PACKAGES, { required: false });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = path.join(root, '.tmp');
fs.mkdirSync(reports, { recursive: true });

console.log('\n▶ Type check');
run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);

console.log('\n▶ Unit and API tests');
const vitestReport = path.join(reports, 'vitest.json');
const unitStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
  allowFailure: true,
});

console.log('\n▶ End-to-end tests (Chromium)');
ensureClientBuild();
const e2eReport = path.join(reports, 'playwright.json');
const e2eStatus = run(bin('playwright'), ['test'], {
  allowFailure: true,
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
const unit = readJson(vitestReport);
const e2e = readJson(e2eReport);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
let failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
// A runner that crashed before reporting counts as a failure, never as silence.
if (unitStatus !== 0 && failed === 0) failed += 1;
if (e2eStatus !== 0 && (e2e?.stats?.unexpected ?? 0) === 0) failed += 1;
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
