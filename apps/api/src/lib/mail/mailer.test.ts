import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailboxMailer } from './mailer.js';

const FROM = 'Game Assist <nao-responda@gameassist.local>';
let dataDir: string;
let mailbox: string;
const logged: unknown[][] = [];
const log = { info: (...args: unknown[]) => void logged.push(args) };

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mailbox-test-'));
  mailbox = path.join(dataDir, 'mailbox');
  logged.length = 0;
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local mailbox (no SMTP_URL)', () => {
  it('delivers each message as an .eml file only its owner can read', async () => {
    const mailer = createMailboxMailer(mailbox, FROM, log);
    await mailer.send({ to: 'ana@exemplo.com.br', subject: 'Seu codigo de acesso', text: 'Seu código: 482913' });
    mailer.close();

    const files = await readdir(mailbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-000001-[0-9a-f]{8}\.eml$/);
    const raw = await readFile(path.join(mailbox, files[0]!), 'utf8');
    expect(raw).toMatch(/^From: Game Assist <nao-responda@gameassist\.local>$/m);
    expect(raw).toMatch(/^To: ana@exemplo\.com\.br$/m);
    expect(raw).toMatch(/^Subject: Seu codigo de acesso$/m);
    expect(raw).toContain('482913');
    expect((await stat(mailbox)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(mailbox, files[0]!))).mode & 0o777).toBe(0o600);
  });

  it('keeps every message, in the order sent', async () => {
    const mailer = createMailboxMailer(mailbox, FROM, log);
    for (const code of ['111111', '222222', '333333']) {
      await mailer.send({ to: 'ana@exemplo.com.br', subject: 'Código', text: `Seu código: ${code}` });
    }
    const files = (await readdir(mailbox)).sort();
    expect(files).toHaveLength(3);
    const bodies = await Promise.all(files.map((file) => readFile(path.join(mailbox, file), 'utf8')));
    expect(bodies.map((body) => body.match(/: (\d{6})/)?.[1])).toEqual(['111111', '222222', '333333']);
  });

  it('logs where the message went, never the code nor the address', async () => {
    const mailer = createMailboxMailer(mailbox, FROM, log);
    await mailer.send({ to: 'ana@exemplo.com.br', subject: 'Código', text: 'Seu código: 482913' });
    const text = JSON.stringify(logged);
    expect(text).toContain(mailbox);
    expect(text).not.toContain('482913');
    expect(text).not.toContain('ana@exemplo.com.br');
  });
});
