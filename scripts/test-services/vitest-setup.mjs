// The API tests' global set-up, for a run started without `npm test` (`npx vitest run <paths>`):
// the same provisioning, for PostgreSQL and Redis only. Under `npm test` both are already set and
// answer, so nothing is started. A service that cannot be provided is said once here; only the
// tests that need it fail, naming the variable.
import { provideTestServices } from './index.mjs';

export default async function setup() {
  const { env, stop } = await provideTestServices({
    need: ['postgres', 'redis'],
    quiet: true,
    onMissing: (error) => console.error(`test-services: ${error.message}`),
  });
  Object.assign(process.env, env);
  return stop;
}
