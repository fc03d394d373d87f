// `npm start`: the local, development run. Builds whatever is missing, then runs the one process
// (the API, which also serves the built web app) on PORT (default 3000) with NODE_ENV=development
// unless set: without SMTP_URL, e-mails (sign-in codes) are printed to this console.
// A deployment runs `npm run serve` (production: it refuses to start without SMTP_URL).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { passStopSignals } from './stop-signals.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outputs = [
  ['packages/contracts', 'packages/contracts/dist/index.js'],
  ['apps/api', 'apps/api/dist/server.js'],
  ['apps/web', 'apps/web/dist/index.html'],
];

for (const [workspace, output] of outputs) {
  if (existsSync(path.join(root, output))) continue;
  console.log(`Building ${workspace} (missing ${output})...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in a process group of its own and hears a stop only through this script.
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
passStopSignals(server);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
