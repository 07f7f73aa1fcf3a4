// The espeak-ng WebAssembly program, run in a worker thread so a long synthesis (half a second for 500
// characters) never stalls the server's event loop. Plain JavaScript because a worker is started by Node itself,
// outside the TypeScript loader of tsx or Vitest. The main-thread side is tts-espeak.ts.
//
// The package is the espeak-ng command line program: `main` runs once per instance and leaves its C globals
// (getopt's cursor, the loaded voice, the heap) as they were. Creating a new instance for every call costs
// 10–30 ms (copying 18 MB of data segments, unpacking the data files into the virtual file system). Instead the
// module is compiled and instantiated once, a copy of its memory is taken before `main` ever runs, and that copy
// is written back before each call: the program starts from exactly the same state every time (the tests check
// that its audio is byte-identical to a fresh instance's) for the price of a 32 MB copy, about 3 ms.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';

const entry = createRequire(import.meta.url).resolve('espeak-ng');
const compiled = (async () => {
  const bytes = await fs.readFile(path.join(path.dirname(entry), 'espeak-ng.wasm'));
  const [module, loaded] = await Promise.all([WebAssembly.compile(bytes), import('espeak-ng')]);
  return { module, create: loaded.default };
})();

/** The time every instance is told it is (1 January 2025, UTC). */
const FIXED_CLOCK_MS = Date.UTC(2025, 0, 1);

async function instantiate() {
  const { module, create } = await compiled;
  const errors = [];
  let exports = null;
  const runtime = await create({
    noInitialRun: true,
    print: () => {},
    printErr: (line) => errors.push(line),
    // The package is a debug build: every file-system error (thousands while it unpacks its data files) gets a
    // formatted stack trace, which costs more than the synthesis. They are expected and caught; drop the stack.
    preRun: [(rt) => Object.defineProperty(rt.FS.ErrnoError.prototype, 'stack', { value: undefined, writable: true, configurable: true })],
    // Synchronous instantiation from the compiled module: no re-compilation, no second read of the .wasm file.
    // espeak-ng seeds its random numbers from the clock (srand(time(NULL))): they make the breath noise of the
    // female variants (+f2, +f3…), so the same text came out different from one call to the next. A clock that
    // always says the same time makes every rendering a function of its arguments alone; synthesis to a file
    // never waits on the clock.
    instantiateWasm(imports, done) {
      const env = { ...imports.env, emscripten_date_now: () => FIXED_CLOCK_MS, emscripten_get_now: () => 0 };
      const instance = new WebAssembly.Instance(module, { ...imports, env });
      exports = instance.exports;
      done(instance, module);
      return instance.exports;
    },
  });
  return { runtime, exports, errors };
}

/** emscripten's callMain is not exported by this build; this does the same: argv on the wasm stack, then main. */
function callMain({ runtime, exports }, argv) {
  const encoder = new TextEncoder();
  const pointers = argv.map((arg) => {
    const bytes = encoder.encode(arg);
    const pointer = exports.stackAlloc(bytes.length + 1);
    runtime.HEAPU8.set(bytes, pointer);
    runtime.HEAPU8[pointer + bytes.length] = 0;
    return pointer;
  });
  const table = exports.stackAlloc(4 * (pointers.length + 1));
  pointers.forEach((pointer, i) => {
    runtime.HEAPU32[(table >> 2) + i] = pointer;
  });
  runtime.HEAPU32[(table >> 2) + pointers.length] = 0;
  try {
    return runtime._main(pointers.length, table);
  } catch (error) {
    // exit(n) inside the program unwinds as an ExitStatus exception.
    if (error && error.name === 'ExitStatus') return error.status;
    throw error;
  }
}

/** The instance and its pristine memory; recreated after any failure, in case the failure left it damaged. */
let engine = null;
function ready() {
  if (!engine) {
    engine = instantiate().then((instance) => ({
      ...instance,
      memory: instance.runtime.HEAPU8.slice(),
      stackPointer: instance.exports.stackSave(),
    }));
    engine.catch(() => {
      engine = null;
    });
  }
  return engine;
}

async function synthesize(args, files, output) {
  const instance = await ready();
  instance.runtime.HEAPU8.set(instance.memory);
  instance.exports.stackRestore(instance.stackPointer);
  instance.errors.length = 0;
  try {
    for (const [file, content] of Object.entries(files)) instance.runtime.FS.writeFile(file, content);
    const status = callMain(instance, ['espeak-ng', ...args]);
    if (status !== 0) throw new Error(`espeak-ng stopped with status ${status}${instance.errors.length ? `: ${instance.errors.join(' ')}` : ''}`);
    const audio = instance.runtime.FS.readFile(output);
    // Sent by transfer, so it must own its whole buffer.
    return audio.byteOffset === 0 && audio.byteLength === audio.buffer.byteLength ? audio : audio.slice();
  } catch (error) {
    engine = null;
    throw error;
  }
}

// Jobs run one at a time, in order: each is synchronous once the instance is ready.
let queue = Promise.resolve();
parentPort.on('message', (job) => {
  queue = queue.then(async () => {
    try {
      if (job.type === 'prepare') {
        await ready();
        parentPort.postMessage({ id: job.id, ok: true });
      } else {
        const audio = await synthesize(job.args, job.files, job.output);
        parentPort.postMessage({ id: job.id, ok: true, audio }, [audio.buffer]);
      }
    } catch (error) {
      parentPort.postMessage({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
