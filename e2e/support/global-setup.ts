import { freePort, spawnNode, startSmtpCapture, stopProcess, waitUntilHealthy } from '@game-assist/test-support';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAIL_DIR } from './mailbox';
import { startSmsGateway } from './sms-gateway';

const root = path.resolve(import.meta.dirname, '../..');

/** A real SMTP server: every message is written to e2e/.mail/<recipient>/<time>.eml for the tests to read. */
async function startSmtp() {
  await rm(MAIL_DIR, { recursive: true, force: true });
  await mkdir(MAIL_DIR, { recursive: true });
  return startSmtpCapture({
    async onMessage({ to, raw }) {
      for (const address of to) {
        const dir = path.join(MAIL_DIR, address.toLowerCase());
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.eml`), raw);
      }
    },
  });
}

/** Starts the real built app (API + SPA + fresh embedded database), a real SMTP server and an SMS gateway. */
export default async function globalSetup() {
  const smtp = await startSmtp();
  // Tests that start a server of their own (clinic.spec.ts, passkeys.spec.ts) send its mail here too.
  process.env.E2E_SMTP_URL = smtp.url;
  const appPort = await freePort();
  const smsGateway = await startSmsGateway();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-data-'));
  // One operator per run (the address is new each run, so no old mail speaks for it).
  const operatorEmail = `operador-${Date.now()}@exemplo.com.br`;
  process.env.E2E_OPERATOR_EMAIL = operatorEmail;
  // A second operator for the payments test: a code is sent at most once a minute per address,
  // and the two tests sign their operators in by code in parallel.
  const cashierEmail = `caixa-${Date.now()}@exemplo.com.br`;
  process.env.E2E_CASHIER_EMAIL = cashierEmail;
  // And a third for the cancellation test, which confirms a payment and then marks its refund made.
  const refundsEmail = `reembolsos-${Date.now()}@exemplo.com.br`;
  process.env.E2E_REFUNDS_EMAIL = refundsEmail;
  // And a fourth for the desk's own test (operator-desk.spec.ts), which runs beside the others.
  const deskEmail = `mesa-${Date.now()}@exemplo.com.br`;
  process.env.E2E_DESK_EMAIL = deskEmail;
  // Its phone test signs in on its own: a retry of the other must not use up this one's codes for the hour.
  const deskPhoneEmail = `mesa-celular-${Date.now()}@exemplo.com.br`;
  process.env.E2E_DESK_PHONE_EMAIL = deskPhoneEmail;
  // What `npm run serve` runs: the built product, as each process of a deployment runs it.
  const app = spawnNode([path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      SMS_URL: smsGateway.url,
      // The origin the browser uses: member cards are issued for it (their iss).
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      LOG_LEVEL: 'warn',
      OTP_IP_LIMIT_PER_HOUR: '1000',
      AUTH_IP_LIMIT_PER_HOUR: '1000',
      OPERATOR_EMAILS: `${operatorEmail},${cashierEmail},${refundsEmail},${deskEmail},${deskPhoneEmail}`,
      // The built-in PIX, confirmed by the run's operator (production needs a way to take payments).
      PIX_KEY: 'financeiro@exemplo.com.br',
    },
    stdout: 'inherit',
    stderr: 'inherit',
  });
  const baseUrl = `http://127.0.0.1:${appPort}`;
  const stop = async () => {
    await stopProcess(app);
    await smtp.close();
    await smsGateway.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // A cold start of the built product on a busy machine takes its time (100 s seen at load 17).
    await waitUntilHealthy(`${baseUrl}/api/health`, app, { intervalMs: 200, timeoutMs: 150_000 });
  } catch (error) {
    // Playwright runs no teardown when the setup fails: a server left running would outlive the run.
    await stop();
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;

  return stop;
}
