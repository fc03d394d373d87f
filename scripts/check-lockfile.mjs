// CI supply-chain check: every locked package comes from the npm registry with an integrity hash.
// (npm ci has already refused a lockfile that is out of step with package.json.)
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const problems = [];
for (const [location, entry] of Object.entries(lock.packages ?? {})) {
  if (location === '' || entry.link || !location.includes('node_modules/')) continue;
  if (entry.resolved && !entry.resolved.startsWith('https://registry.npmjs.org/')) {
    problems.push(`${location} resolves from ${entry.resolved}`);
  }
  if (!entry.integrity?.startsWith('sha512-')) problems.push(`${location} has no sha512 integrity hash`);
}
if (lock.lockfileVersion !== 3) problems.push(`lockfileVersion is ${lock.lockfileVersion}, expected 3`);
if (problems.length > 0) {
  console.error(`package-lock.json failed the supply-chain check:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`lockfile ok: ${Object.keys(lock.packages).length - 1} entries`);
