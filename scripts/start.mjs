// `npm start`: install what is missing, build the client, then run the server (which migrates and seeds).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureClientBuild, ensureDebianPackages, ensureDependencies, root, SPEECH_PACKAGES } from './lib.mjs';

ensureDependencies();
ensureDebianPackages(SPEECH_PACKAGES, { required: false });
ensureClientBuild();

const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
