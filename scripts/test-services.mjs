// `node scripts/test-services.mjs [--need=postgres,redis,chromium] -- <command> [args…]`: the first
// step of `npm test` and of `.ci/run`'s tests. Finds or starts what the tests need (see
// test-services/index.mjs), runs the command with TEST_POSTGRES_URL, TEST_REDIS_URL and
// CHROMIUM_PATH set, then stops what it started — after the command ends, fails or is
// interrupted — and exits as the command did.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { constants } from 'node:os';
import { ALL_SERVICES, MissingService, provideTestServices } from './test-services/index.mjs';
import { passStopSignals, STOP_SIGNALS } from './stop-signals.mjs';

const args = process.argv.slice(2);
let need = ALL_SERVICES;
while (args[0]?.startsWith('--')) {
  const option = args.shift();
  if (option === '--') break;
  if (option.startsWith('--need=')) need = option.slice('--need='.length).split(',');
  else args.length = 0;
}
if (args.length === 0 || need.some((name) => !ALL_SERVICES.includes(name))) {
  console.error(`usage: node scripts/test-services.mjs [--need=${ALL_SERVICES.join(',')}] -- <command> [args…]`);
  process.exit(2);
}

// A stop signal is held until the command has ended (or, before it starts, until the services
// are up), so that what was started is always stopped.
const signals = new EventEmitter();
let interrupted;
for (const signal of STOP_SIGNALS) {
  process.on(signal, () => {
    interrupted ??= signal;
    signals.emit(signal);
  });
}
const exitCodeOf = (signal) => 128 + constants.signals[signal];

let services;
try {
  services = await provideTestServices({ need });
} catch (error) {
  console.error(
    `test-services: ${error instanceof MissingService ? error.message : `could not start the tests' services: ${error.message}`}`,
  );
  process.exit(1);
}
if (interrupted) {
  await services.stop();
  process.exit(exitCodeOf(interrupted));
}

const child = spawn(args[0], args.slice(1), { stdio: 'inherit', env: { ...process.env, ...services.env } });
passStopSignals(child, { events: signals });
const [code, signal] = await new Promise((resolve) => {
  child.once('error', (error) => {
    console.error(`test-services: could not run ${args[0]}: ${error.message}`);
    resolve([127, null]);
  });
  child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
});
await services.stop();
process.exit(code ?? exitCodeOf(signal ?? interrupted ?? 'SIGTERM'));
