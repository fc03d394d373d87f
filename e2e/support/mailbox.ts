import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { codeIn, decodeQuotedPrintable } from '@game-assist/test-support';

/** Where the test SMTP server drops messages; E2E_MAIL_DIR lets two runs on one machine stay apart. */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.resolve(import.meta.dirname, '../.mail');

/** Messages delivered to `address` by the test SMTP server, oldest first. */
export async function messagesFor(address: string): Promise<string[]> {
  const dir = path.join(MAIL_DIR, address.toLowerCase());
  let files: string[];
  try {
    files = (await readdir(dir)).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (file) => decodeQuotedPrintable(await readFile(path.join(dir, file), 'utf8'))));
}

/** Waits for the next message to `address` beyond `seen` and returns the 6-digit code (sign-in or sign-up) in it. */
export async function waitForCode(address: string, seen = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = await messagesFor(address);
    const latest = messages[seen];
    const code = latest === undefined ? undefined : codeIn(latest);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no code e-mailed to ${address} within ${timeoutMs} ms`);
}

/** The code in the latest message to `address` that holds one. */
export async function lastCodeFor(address: string): Promise<string> {
  const code = (await messagesFor(address)).map(codeIn).findLast(Boolean);
  if (!code) throw new Error(`no code was ever e-mailed to ${address}`);
  return code;
}

/** Waits until a message to `address` satisfies `test`, and returns it. */
export async function waitForMessage(
  address: string,
  test: (mail: string) => boolean,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await messagesFor(address)).find(test);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no such message to ${address} within ${timeoutMs} ms`);
}
