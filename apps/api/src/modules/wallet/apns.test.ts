import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http2 from 'node:http2';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apnsKeyPair,
  makeWalletTestKeys,
  startApnsService,
  walletEnv,
  type ApnsServiceFake,
  type WalletTestKeys,
} from '@game-assist/test-support';
import { loadConfig } from '#api/config.js';
import { ManualClock } from '#api/lib/clock.js';
import { createApnsClient } from './apns.js';
import { loadWalletCredentials, type AppleCredentials } from './credentials.js';

const PUSH_TOKEN = 'a'.repeat(64);
const MINUTE = 60_000;

/** A pass push with neither a client certificate nor a provider token: APNs's status and reason. */
function pushWithoutCredentials(url: string, ca: string): Promise<{ status: number; body: string } | Error> {
  return new Promise((resolve) => {
    const session = http2.connect(url, { ca });
    session.on('error', (error) => resolve(error));
    const request = session.request({ ':method': 'POST', ':path': `/3/device/${PUSH_TOKEN}` });
    let status = 0;
    let body = '';
    request.on('response', (headers) => (status = Number(headers[':status'])));
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve({ status, body }));
    request.on('error', (error) => resolve(error));
    request.on('close', () => session.close());
    request.end('{}');
  });
}

const failureOf = (sending: Promise<unknown>) =>
  sending.then(
    () => undefined,
    (caught: unknown) => caught,
  );

const keys = makeWalletTestKeys();

describe('APNs pushes for pass updates', () => {
  const clock = new ManualClock('2026-11-25T12:00:00.000Z');
  /** How far APNs's clock is ahead of ours. */
  let skew = 0;
  let apns: ApnsServiceFake;
  /** The credentials a server holding `signer`'s pass certificate would load, aimed at the stand-in. */
  const credentials = (signer: WalletTestKeys, token?: { keyId: string; keyPem: string }): AppleCredentials => ({
    passTypeId: signer.passTypeId,
    teamId: signer.teamId,
    signerCert: signer.signerCertPem,
    signerKey: signer.signerKeyPem,
    wwdr: signer.wwdrPem,
    apns: {
      url: apns.url,
      ca: keys.rootPem,
      ...(token ? { token: { keyId: token.keyId, key: createPrivateKey(token.keyPem) } } : {}),
    },
  });
  const withKey = (keyPem = keys.apnsKeyPem, keyId = keys.apnsKeyId) =>
    createApnsClient(credentials(keys, { keyId, keyPem }), clock);

  beforeAll(async () => {
    apns = await startApnsService(keys, {
      tokenKey: { publicKey: keys.apnsPublicKey, keyId: keys.apnsKeyId, teamId: keys.teamId },
      now: () => new Date(clock.now().getTime() + skew),
    });
  });
  afterAll(() => apns.close());

  it('sends {} to the Pass Type ID over TLS with the pass certificate, and tells a gone token apart', async () => {
    const client = createApnsClient(credentials(keys), clock);
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

  it('is refused with neither a client certificate nor a provider token', async () => {
    const pushes = apns.received.length;
    const outcome = await pushWithoutCredentials(apns.url, keys.rootPem);
    expect(outcome).toEqual({ status: 403, body: JSON.stringify({ reason: 'MissingProviderToken' }) });
    expect(apns.received).toHaveLength(pushes);
  });

  it('is refused with a pass certificate from another CA, and the error never names the push token', async () => {
    const before = apns.refusedConnections();
    const client = createApnsClient(credentials(makeWalletTestKeys()), clock);
    try {
      const error = await failureOf(client.send(PUSH_TOKEN));
      expect(error).toBeInstanceOf(Error);
      expect(String((error as Error).message)).not.toContain(PUSH_TOKEN);
      expect(apns.refusedConnections()).toBe(before + 1);
      expect(apns.received.filter((push) => push.client && push.client.issuer !== 'WWDR de testes')).toEqual([]);
    } finally {
      client.close();
    }
  });

  it('with the .p8 key, sends {} with an ES256 provider token (kid the key ID, iss the team) and no client certificate', async () => {
    apns.received.length = 0;
    const client = withKey();
    try {
      expect(await client.send(PUSH_TOKEN)).toBe('sent');
      const [push] = apns.received;
      expect(push).toMatchObject({ pushToken: PUSH_TOKEN, topic: keys.passTypeId, body: '{}' });
      expect(push?.client).toBeUndefined();
      // Checked again here with jose, apart from the stand-in's node:crypto check and the client's signing.
      const { protectedHeader, payload } = await jwtVerify(push?.providerToken?.jwt ?? '', keys.apnsPublicKey, {
        algorithms: ['ES256'],
        issuer: keys.teamId,
        currentDate: clock.now(),
      });
      expect(protectedHeader).toEqual({ alg: 'ES256', kid: keys.apnsKeyId });
      expect(payload).toEqual({ iss: keys.teamId, iat: clock.now().getTime() / 1000 });
    } finally {
      client.close();
    }
  });

  it('reuses a provider token for 50 minutes, makes a new one before the hour, and again when APNs says it expired', async () => {
    apns.received.length = 0;
    const client = withKey();
    const jwts = () => apns.received.map((push) => push.providerToken?.jwt);
    try {
      await client.send(PUSH_TOKEN);
      clock.advance(49 * MINUTE);
      await client.send(PUSH_TOKEN);
      expect(new Set(jwts()).size).toBe(1);
      clock.advance(2 * MINUTE);
      await client.send(PUSH_TOKEN);
      expect(new Set(jwts()).size).toBe(2);

      // APNs's clock runs 45 minutes ahead: our 20-minute-old token is past its hour there.
      clock.advance(20 * MINUTE);
      skew = 45 * MINUTE;
      expect(await client.send(PUSH_TOKEN)).toBe('sent');
      expect(apns.refused.at(-1)).toBe('ExpiredProviderToken');
      expect(new Set(jwts()).size).toBe(3);
      expect(apns.received.at(-1)?.providerToken?.iat).toBe(clock.now().getTime() / 1000);
    } finally {
      skew = 0;
      client.close();
    }
  });

  it('is refused (403 InvalidProviderToken) with a token signed by another key or naming another key ID', async () => {
    apns.received.length = 0;
    apns.refused.length = 0;
    for (const client of [withKey(apnsKeyPair().privateKey), withKey(keys.apnsKeyPem, 'OUTRA12345')]) {
      try {
        const error = await failureOf(client.send(PUSH_TOKEN));
        expect(String((error as Error).message)).toBe('APNs answered 403 InvalidProviderToken');
      } finally {
        client.close();
      }
    }
    expect(apns.refused).toEqual(['InvalidProviderToken', 'InvalidProviderToken']);
    expect(apns.received).toEqual([]);
  });
});

describe("APNs token auth's key", () => {
  const standIns = {
    apnsUrl: 'https://127.0.0.1:9',
    googleApiUrl: 'http://127.0.0.1:9',
    googleTokenUrl: 'http://127.0.0.1:9',
  };
  const load = (apnsKeyPem: string) =>
    loadWalletCredentials(
      loadConfig({
        NODE_ENV: 'test',
        ...walletEnv(keys, standIns, 'token'),
        APNS_KEY: `base64:${Buffer.from(apnsKeyPem).toString('base64')}`,
      }),
    );

  it('is used when APNS_KEY_ID and APNS_KEY are set, and the pass certificate otherwise', async () => {
    const token = (await load(keys.apnsKeyPem)).apple?.apns.token;
    expect(token?.keyId).toBe(keys.apnsKeyId);
    expect(token?.key.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    const byCertificate = await loadWalletCredentials(loadConfig({ NODE_ENV: 'test', ...walletEnv(keys, standIns) }));
    expect(byCertificate.apple?.apns.token).toBeUndefined();
  });

  it('must be an EC P-256 private key, or the server does not start', async () => {
    const pem = (pair: { privateKey: KeyObject }) => String(pair.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    for (const wrong of [
      pem(generateKeyPairSync('ec', { namedCurve: 'P-384' })),
      pem(generateKeyPairSync('rsa', { modulusLength: 2048 })),
    ]) {
      await expect(load(wrong)).rejects.toThrow('APNS_KEY is not an APNs .p8 key (EC P-256)');
    }
    await expect(load('não é uma chave')).rejects.toThrow('APNS_KEY is not a PEM private key');
  });
});
