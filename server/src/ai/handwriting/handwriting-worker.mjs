// One worker thread of the handwriting pool (worker-pool.ts): it analyses one drawing at a time, so the 5–30 ms of
// synchronous work per drawing runs beside the server's thread, which keeps answering requests and serving the
// embedded database meanwhile. Plain JavaScript that loads the TypeScript analysis through tsx, which the server
// runs on, so it starts the same way under `npm start`, the benchmarks and Vitest.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { analyzeHandwriting } = await import('./analyze.ts');

parentPort.on('message', ({ id, request }) => {
  try {
    parentPort.postMessage({ id, ok: true, result: analyzeHandwriting(request) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
