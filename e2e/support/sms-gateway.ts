import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startSmsCapture, type SmsCapture } from '@game-assist/test-support';

/** Where the test SMS gateway drops messages; E2E_SMS_DIR lets two runs on one machine stay apart. */
export const SMS_DIR = process.env.E2E_SMS_DIR ?? path.resolve(import.meta.dirname, '../.sms');

/** A real HTTP SMS gateway (SMS_URL): every message is written to SMS_DIR/<to>/<time>.txt for the tests to read. */
export async function startSmsGateway(): Promise<SmsCapture> {
  await rm(SMS_DIR, { recursive: true, force: true });
  await mkdir(SMS_DIR, { recursive: true });
  return startSmsCapture({
    async onMessage({ to, text }) {
      const dir = path.join(SMS_DIR, to);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.txt`), text);
    },
  });
}

/** Texts sent to `e164` (+5511912345678), oldest first. */
export async function smsFor(e164: string): Promise<string[]> {
  const dir = path.join(SMS_DIR, e164);
  const files = await readdir(dir).catch(() => []);
  return Promise.all(files.sort().map((file) => readFile(path.join(dir, file), 'utf8')));
}

/** Waits for the SMS to `e164` after the first `seen` and returns the 6-digit code in it. */
export async function waitForSmsCode(e164: string, seen = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = (await smsFor(e164))[seen]?.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no SMS code sent to ${e164} within ${timeoutMs} ms`);
}
