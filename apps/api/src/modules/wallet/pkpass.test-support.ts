import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';

/** The files of a zip, read from its central directory (stored or deflated): no library between the test and the bytes. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    files.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

export const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');

/** Verifies a detached PKCS#7 `signature` over `manifest` with the openssl CLI against the test's root. */
export function verifyDetachedSignature(signature: Buffer, manifest: Buffer, rootPem: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pkpass-'));
  try {
    writeFileSync(path.join(dir, 'signature'), signature);
    writeFileSync(path.join(dir, 'manifest.json'), manifest);
    writeFileSync(path.join(dir, 'root.pem'), rootPem);
    return execFileSync(
      'openssl',
      [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        'signature',
        '-content',
        'manifest.json',
        '-CAfile',
        'root.pem',
        '-purpose',
        'any',
        '-out',
        '/dev/null',
      ],
      { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    throw new Error(`openssl refused the signature: ${String((error as { stderr?: unknown }).stderr ?? error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
