import { provideChromium, providePostgres, provideRedis, USUAL } from './services.mjs';
import { sweepOrphans } from './processes.mjs';

export { MissingService, USUAL } from './services.mjs';
export const ALL_SERVICES = ['postgres', 'redis', 'chromium'];

const say = (line) => console.log(`test-services: ${line}`);

function describe(name, provided) {
  if (provided.found) return `${name}: ${provided.found}${provided.url ? ', already running: used, left alone' : ''}`;
  if (provided.installed) return `${name}: installed (Debian ${provided.installed})`;
  return `${name}: nothing answers at ${provided.missing}; started ${provided.where} for this run`;
}

/**
 * Finds or starts what the tests need and answers the environment that tells the tests where
 * (TEST_POSTGRES_URL, TEST_REDIS_URL, CHROMIUM_PATH) and `stop()`, which stops only what was
 * started here. TEST_POSTGRES_URL / TEST_REDIS_URL / CHROMIUM_PATH in `env` say where to look
 * first (default: USUAL); DATABASE_URL, when set, is the PostgreSQL to use and must answer.
 * `onMissing(error)`, when given, is told of a service that cannot be provided instead of a throw;
 * `quiet` leaves out the lines about services found running.
 */
export async function provideTestServices({
  need = ALL_SERVICES,
  env = process.env,
  log = say,
  onMissing,
  quiet,
} = {}) {
  await sweepOrphans(log);
  const stops = [];
  const provided = {};
  const stop = async () => {
    for (const [name, stopOne] of stops.splice(0).reverse()) {
      await stopOne();
      log(`${name}: stopped the one this run started`);
    }
  };
  const steps = {
    postgres: async () => {
      const got = await providePostgres({
        databaseUrl: env.DATABASE_URL,
        probe: env.TEST_POSTGRES_URL || USUAL.postgres,
        log,
      });
      provided.TEST_POSTGRES_URL = got.url;
      return ['PostgreSQL', got];
    },
    redis: async () => {
      const got = await provideRedis({ probe: env.TEST_REDIS_URL || USUAL.redis, log });
      provided.TEST_REDIS_URL = got.url;
      return ['Redis', got];
    },
    chromium: async () => {
      const got = provideChromium({ file: env.CHROMIUM_PATH || USUAL.chromium, log });
      provided.CHROMIUM_PATH = got.path;
      return ['Chromium', got];
    },
  };
  try {
    for (const name of need) {
      try {
        const [label, got] = await steps[name]();
        if (got.stop) stops.push([label, got.stop]);
        if (!(quiet && got.found)) log(describe(label, got));
      } catch (error) {
        if (!onMissing) throw error;
        onMissing(error);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { env: provided, stop };
}
