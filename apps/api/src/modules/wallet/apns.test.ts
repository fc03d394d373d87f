import http2 from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeWalletTestKeys,
  startApnsService,
  type ApnsServiceFake,
  type WalletTestKeys,
} from '@game-assist/test-support';
import { createApnsClient } from './apns.js';
import type { AppleCredentials } from './credentials.js';

const PUSH_TOKEN = 'a'.repeat(64);

/** A pass push without a client certificate: APNs's status, or the error the connection ended in. */
function pushWithoutCertificate(url: string, ca: string): Promise<number | Error> {
  return new Promise((resolve) => {
    const session = http2.connect(url, { ca });
    session.on('error', (error) => resolve(error));
    const request = session.request({ ':method': 'POST', ':path': `/3/device/${PUSH_TOKEN}` });
    request.on('response', (headers) => resolve(Number(headers[':status'])));
    request.on('error', (error) => resolve(error));
    request.on('close', () => session.close());
    request.end('{}');
  });
}

describe('APNs pushes for pass updates', () => {
  const keys = makeWalletTestKeys();
  let apns: ApnsServiceFake;
  /** The credentials a server holding `signer`'s pass certificate would load, aimed at the stand-in. */
  const credentials = (signer: WalletTestKeys): AppleCredentials => ({
    passTypeId: signer.passTypeId,
    teamId: signer.teamId,
    signerCert: signer.signerCertPem,
    signerKey: signer.signerKeyPem,
    wwdr: signer.wwdrPem,
    apns: { url: apns.url, ca: keys.rootPem },
  });

  beforeAll(async () => {
    apns = await startApnsService(keys);
  });
  afterAll(() => apns.close());

  it('sends {} to the Pass Type ID over TLS with the pass certificate, and tells a gone token apart', async () => {
    const client = createApnsClient(credentials(keys));
    try {
      expect(await client.send(PUSH_TOKEN)).toBe('sent');
      expect(apns.received).toEqual([
        {
          pushToken: PUSH_TOKEN,
          topic: keys.passTypeId,
          body: '{}',
          client: { uid: keys.passTypeId, issuer: 'WWDR de testes' },
        },
      ]);
      apns.gone.add('b'.repeat(64));
      expect(await client.send('b'.repeat(64))).toBe('gone');
    } finally {
      client.close();
    }
  });

  it('is refused without a client certificate', async () => {
    const [pushes, refusals] = [apns.received.length, apns.refusedConnections()];
    const outcome = await pushWithoutCertificate(apns.url, keys.rootPem);
    expect(outcome).toBeInstanceOf(Error);
    expect(apns.refusedConnections()).toBe(refusals + 1);
    expect(apns.received).toHaveLength(pushes);
  });

  it('is refused with a pass certificate from another CA, and the error never names the push token', async () => {
    const before = apns.refusedConnections();
    const client = createApnsClient(credentials(makeWalletTestKeys()));
    try {
      const error = await client.send(PUSH_TOKEN).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(Error);
      expect(String((error as Error).message)).not.toContain(PUSH_TOKEN);
      expect(apns.refusedConnections()).toBe(before + 1);
      expect(apns.received.filter((push) => push.client.issuer !== 'WWDR de testes')).toEqual([]);
    } finally {
      client.close();
    }
  });
});
