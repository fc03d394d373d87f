// `npm run backup` / `npm run restore -- FILE [--force]` / `npm run audit:verify`: runs the API's ops command (apps/api/src/ops.ts)
// from its build, building it first when missing, with this shell's environment (DATABASE_URL, DATA_DIR).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
for (const [workspace, output] of [
  ['packages/contracts', 'packages/contracts/dist/index.js'],
  ['apps/api', 'apps/api/dist/ops.js'],
]) {
  if (existsSync(path.join(root, output))) continue;
  console.log(`Building ${workspace} (missing ${output})...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/ops.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
