// `npm run serve`: runs the built product (the API, which also serves the built web app) in this
// very process, without building: the command each process of a deployment runs after one
// `npm run build`. Settings come from the environment (README, Configuration and Deploy).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const needed = ['packages/contracts/dist/index.js', 'apps/api/dist/server.js', 'apps/web/dist/index.html'];
const missing = needed.filter((file) => !existsSync(path.join(root, file)));
if (missing.length > 0) {
  process.stderr.write(`Not built (missing ${missing.join(', ')}): run npm run build first.\n`);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
