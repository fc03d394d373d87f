import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadVapidKeys, vapidSubject } from './vapid.js';

describe('VAPID keys', () => {
  const dirs: string[] = [];
  const newDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vapid-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true }))));

  it('are generated into DATA_DIR at first start (mode 600) and kept across starts', async () => {
    const dataDir = await newDir();
    const subject = 'mailto:nao-responda@exemplo.com.br';
    const first = await loadVapidKeys({ dataDir, subject });
    const file = path.join(dataDir, 'vapid-keys.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(await loadVapidKeys({ dataDir, subject })).toEqual(first);
    // Processes starting at once end up with one pair, none reading the file half written.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const shared = await newDir();
      const [a, ...others] = await Promise.all(
        Array.from({ length: 8 }, () => loadVapidKeys({ dataDir: shared, subject })),
      );
      for (const other of others) expect(other).toEqual(a);
      expect((await readdir(shared)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    }
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, checked at start', async () => {
    const dataDir = await newDir();
    const pair = webpush.generateVAPIDKeys();
    const subject = 'https://app.exemplo.com.br';
    expect(await loadVapidKeys({ dataDir, ...pair, subject })).toEqual({ ...pair, subject });
    await expect(loadVapidKeys({ dataDir, publicKey: pair.publicKey, subject })).rejects.toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither',
    );
    await expect(loadVapidKeys({ dataDir, publicKey: 'abc', privateKey: pair.privateKey, subject })).rejects.toThrow(
      'The VAPID keys or VAPID_SUBJECT are not valid',
    );
  });

  it('name the address mail comes from as the contact unless VAPID_SUBJECT is set', () => {
    expect(vapidSubject(undefined, 'Game Assist <nao-responda@gameassist.com.br>')).toBe(
      'mailto:nao-responda@gameassist.com.br',
    );
    expect(vapidSubject('https://gameassist.com.br', 'x@y.z')).toBe('https://gameassist.com.br');
  });
});
