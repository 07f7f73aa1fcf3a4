import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** What the server printed so far. */
  output: () => string;
}

/**
 * The real server (`server/src/main.ts`) in its own process, for benchmarks and crash tests: a load generator must
 * not share its event loop, and kill -9 needs a process to kill. `env` is laid over this process's environment; a
 * key set to undefined is left out; `cwd`: another checkout to serve (a benchmark comparing two builds). Resolves once
 * `/api/health` answers.
 */
export async function startServerProcess(env: Record<string, string | undefined>, { timeoutMs = 90_000, cwd = root } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const merged = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO: '0', ...env };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd,
    env: Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, baseUrl, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s:\n${output}`);
}

/** Stops the server as Ctrl-C would, and kills it if it has not ended 10 s later. */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
