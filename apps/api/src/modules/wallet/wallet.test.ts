import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt, jwtVerify } from 'jose';
import {
  dependantSchema,
  googleSaveLinkSchema,
  GRACE_DAYS,
  passkitSerialsSchema,
  verifyCardResponseSchema,
  walletOptionsSchema,
} from '@game-assist/contracts';
import {
  makeWalletTestKeys,
  startApnsService,
  startGoogleWalletService,
  walletEnv,
  type ApnsAuth,
  type ApnsPush,
  type ApnsServiceFake,
  type GoogleWalletFake,
} from '@game-assist/test-support';
import { ManualClock } from '#api/lib/clock.js';
import { createTestApp, paySubscription, signUpPaidSubscriber, type TestContext } from '#api/test/app.js';
import { GONE_REASON } from './pass-state.js';
import { sha1, unzip, verifyDetachedSignature } from './pkpass.test-support.js';

/** Wednesday 25 November 2026, 09:00 in São Paulo. */
const START = '2026-11-25T12:00:00.000Z';
const DAY = 24 * 60 * 60_000;
const PUBLIC_URL = 'https://app.exemplo.com.br';
const PKPASS = 'application/vnd.apple.pkpass';
const DEVICE = 'a1b2c3d4e5f6a7b8c9d0';
const PUSH_TOKEN = 'f'.repeat(64);
const REQUIRED_PASS_KEYS = [
  'formatVersion',
  'passTypeIdentifier',
  'serialNumber',
  'teamIdentifier',
  'organizationName',
  'description',
];

interface PassField {
  key: string;
  label?: string;
  value: string;
}
/** The parts of pass.json the tests read. */
interface PassJson extends Record<string, unknown> {
  serialNumber: string;
  authenticationToken: string;
  voided?: boolean;
  expirationDate?: string;
  barcodes?: { format: string; message: string; altText?: string }[];
  generic: { primaryFields: PassField[]; secondaryFields: PassField[]; backFields: PassField[] };
}
interface GoogleObject {
  id: string;
  classId: string;
  state: string;
  barcode: { type: string; value: string };
}
const passJsonOf = (pkpass: Buffer) => JSON.parse(unzip(pkpass).get('pass.json')?.toString() ?? '{}') as PassJson;
const qrCard = (pass: PassJson) => pass.barcodes?.[0]?.message.split('#')[1] ?? '';

/** Every test below, with APNs pushes authenticated by the pass certificate (the default) and by the `.p8` key. */
describe.each<ApnsAuth>(['certificate', 'token'])('wallet passes (APNs by %s)', (apnsAuth) => {
  const keys = makeWalletTestKeys();
  const clock = new ManualClock(START);
  const env = () =>
    walletEnv(keys, { apnsUrl: apns.url, googleApiUrl: google.apiUrl, googleTokenUrl: google.tokenUrl }, apnsAuth);
  let apns: ApnsServiceFake;
  let google: GoogleWalletFake;
  let ctx: TestContext;
  let counter = 0;

  beforeAll(async () => {
    apns = await startApnsService(keys, {
      tokenKey: { publicKey: keys.apnsPublicKey, keyId: keys.apnsKeyId, teamId: keys.teamId },
      now: () => clock.now(),
    });
    google = await startGoogleWalletService({
      publicKey: keys.googlePublicKey,
      clientEmail: keys.googleClientEmail,
      now: () => clock.now(),
    });
    ctx = await createTestApp(
      {
        ...env(),
        PUBLIC_URL,
        OTP_IP_LIMIT_PER_HOUR: '100000',
        AUTH_IP_LIMIT_PER_HOUR: '100000',
      },
      { clock },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await apns.close();
    await google.close();
  });

  async function member(names = { firstName: 'Ana', lastName: 'Souza' }) {
    const email = `carteira${++counter}-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
    const session = await signUpPaidSubscriber(ctx, email, names);
    return { email, id: session.user.id };
  }
  const bearer = async (who: { id: string }) => `Bearer ${await ctx.app.accessTokens.sign(who.id)}`;
  const get = async (url: string, who: { id: string }) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: await bearer(who) } });

  async function addApplePass(who: { id: string }, pessoa?: string) {
    const answer = await get(`/api/carteirinha/wallet/apple${pessoa ? `?pessoa=${pessoa}` : ''}`, who);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(PKPASS);
    const files = unzip(answer.rawPayload);
    const pass = passJsonOf(answer.rawPayload);
    return { answer, files, pass };
  }
  const passkit = (serial: string) =>
    `/api/carteirinha/wallet/apple/v1/devices/${DEVICE}/registrations/${keys.passTypeId}/${serial}`;
  const applePass = (token: string) => ({ authorization: `ApplePass ${token}` });
  const register = (serial: string, token: string, pushToken = PUSH_TOKEN) =>
    ctx.app.inject({ method: 'POST', url: passkit(serial), headers: applePass(token), payload: { pushToken } });
  const updatedSince = (tag?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/carteirinha/wallet/apple/v1/devices/${DEVICE}/registrations/${keys.passTypeId}${tag ? `?passesUpdatedSince=${tag}` : ''}`,
    });
  const latest = (serial: string, token: string, ifModifiedSince?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/carteirinha/wallet/apple/v1/passes/${keys.passTypeId}/${serial}`,
      headers: { ...applePass(token), ...(ifModifiedSince ? { 'if-modified-since': ifModifiedSince } : {}) },
    });
  /** The push came the configured way: the pass certificate, or a provider token made with the `.p8`. */
  async function expectAuthenticated(push: ApnsPush | undefined) {
    if (apnsAuth === 'certificate') {
      // Over TLS with the certificate that signs the pass (issued through the WWDR intermediate).
      expect(push?.client).toEqual({ uid: keys.passTypeId, issuer: 'WWDR de testes' });
      expect(push?.providerToken).toBeUndefined();
      return;
    }
    expect(push?.client).toBeUndefined();
    // The stand-in verified it; jose checks it again, apart from the client that signed it.
    const { protectedHeader } = await jwtVerify(push?.providerToken?.jwt ?? '', keys.apnsPublicKey, {
      algorithms: ['ES256'],
      issuer: keys.teamId,
      currentDate: clock.now(),
    });
    expect(protectedHeader.kid).toBe(keys.apnsKeyId);
  }
  /** The billing cycle and the passes' sync, as the server's timers run them, then the outbox. */
  async function runJobs() {
    await ctx.modules.subscriptions.runBillingCycle();
    const changed = await ctx.modules.wallet.sync();
    await ctx.modules.outbox.drain();
    return changed;
  }

  it('says which wallets are configured, to anyone', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/carteirinha/wallet' });
    expect(walletOptionsSchema.parse(answer.json())).toEqual({ apple: true, google: true });
  });

  it('answers a signed .pkpass: manifest SHA-1s, a detached signature from the pass CA, what the card shows and nothing else', async () => {
    const ana = await member();
    const { answer, files, pass } = await addApplePass(ana);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['last-modified']).toBe(clock.now().toUTCString());
    for (const image of ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png']) {
      expect(files.has(image), image).toBe(true);
    }
    const manifest = files.get('manifest.json') ?? Buffer.alloc(0);
    const listed = JSON.parse(manifest.toString()) as Record<string, string>;
    expect(Object.keys(listed).sort()).toEqual(
      [...files.keys()].filter((name) => !['manifest.json', 'signature'].includes(name)).sort(),
    );
    for (const [name, digest] of Object.entries(listed))
      expect(sha1(files.get(name) ?? Buffer.alloc(0)), name).toBe(digest);
    verifyDetachedSignature(files.get('signature') ?? Buffer.alloc(0), manifest, keys.rootPem);
    // A signature over another manifest is refused: the check is real.
    expect(() =>
      verifyDetachedSignature(files.get('signature') ?? Buffer.alloc(0), Buffer.from('{}'), keys.rootPem),
    ).toThrow(/openssl refused/);

    for (const key of REQUIRED_PASS_KEYS) expect(pass[key], key).toBeDefined();
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: keys.passTypeId,
      teamIdentifier: keys.teamId,
      organizationName: 'Game Assist',
      webServiceURL: `${PUBLIC_URL}/api/carteirinha/wallet/apple`,
    });
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(pass.voided).toBeUndefined();
    expect(pass.generic.primaryFields).toEqual([{ key: 'nome', label: 'Titular', value: 'Ana Souza' }]);
    // Paid for 12 months from today, then 7 days of grace: the cover ends at the start of 3 Dec 2027.
    expect(pass.expirationDate).toBe('2027-12-03T03:00:00.000Z');
    expect(pass.generic.secondaryFields).toContainEqual({ key: 'validade', label: 'Válida até', value: '02/12/2027' });
    // The QR is today's card, and the clinic's check accepts it.
    const [barcode] = pass.barcodes ?? [];
    expect(barcode?.format).toBe('PKBarcodeFormatQR');
    expect(barcode?.message.startsWith(`${PUBLIC_URL}/verificar#`)).toBe(true);
    const token = barcode?.message.split('#')[1] ?? '';
    const verdict = await ctx.app.inject({ method: 'POST', url: '/api/carteirinha/verificar', payload: { token } });
    expect(verifyCardResponseSchema.parse(verdict.json())).toMatchObject({ valid: true, name: 'Ana Souza' });
    const text = files.get('pass.json')?.toString() ?? '';
    expect(text).not.toContain(ana.email);
    expect(text).not.toContain('52998224725');
    expect(text).not.toContain('529.982.247-25');
  });

  it('add pass → register device → suspend the subscription → APNs gets a push → "updated since" lists it → the latest pass is voided', async () => {
    const bia = await member({ firstName: 'Bia', lastName: 'Lima' });
    const { pass } = await addApplePass(bia);
    const serial = pass.serialNumber;
    const token = pass.authenticationToken;

    expect((await register(serial, 'x'.repeat(43))).statusCode).toBe(401);
    expect((await register(serial, token)).statusCode).toBe(201);
    expect((await register(serial, token)).statusCode).toBe(200);
    const all = passkitSerialsSchema.parse((await updatedSince()).json());
    expect(all.serialNumbers).toContain(serial);
    const first = await latest(serial, token);
    expect(first.statusCode).toBe(200);
    const lastModified = String(first.headers['last-modified']);
    expect((await latest(serial, token, lastModified)).statusCode).toBe(304);
    expect((await latest(serial, 'y'.repeat(43))).statusCode).toBe(401);

    clock.advance(60_000);
    const tag = passkitSerialsSchema.parse((await updatedSince()).json()).lastUpdated;
    clock.advance(60_000);
    expect((await updatedSince(tag)).statusCode).toBe(204);
    // Nothing changed: the sync pushes nothing.
    apns.received.length = 0;
    expect(await runJobs()).toBe(0);
    expect(apns.received).toEqual([]);

    // Unpaid past the year and its 7 days of grace: the billing cycle suspends, the sync sees it.
    clock.advance(365 * DAY + (GRACE_DAYS + 1) * DAY);
    await runJobs();
    expect(apns.refused).toEqual([]);
    const pushes = apns.received.filter((push) => push.pushToken === PUSH_TOKEN);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ topic: keys.passTypeId, body: '{}' });
    await expectAuthenticated(pushes[0]);

    const updated = passkitSerialsSchema.parse((await updatedSince(tag)).json());
    expect(updated.serialNumbers).toContain(serial);
    const voided = await latest(serial, token, lastModified);
    expect(voided.statusCode).toBe(200);
    expect(new Date(String(voided.headers['last-modified'])).getTime()).toBeGreaterThan(
      new Date(lastModified).getTime(),
    );
    const now = passJsonOf(voided.rawPayload);
    expect(now.voided).toBe(true);
    expect(now.barcodes).toBeUndefined();
    expect(now.authenticationToken).toBe(token);
    expect(now.generic.backFields[0]).toMatchObject({ key: 'situacao', value: expect.stringContaining('suspensa') });
    // The web app's own card is refused too: the pass follows it.
    expect((await get('/api/carteirinha', bia)).statusCode).toBe(403);

    // Paying again brings the pass back, with a new card in its QR.
    apns.received.length = 0;
    await paySubscription(ctx, await ctx.app.accessTokens.sign(bia.id), '111.444.777-35');
    await runJobs();
    expect(apns.received.map((push) => push.pushToken)).toEqual([PUSH_TOKEN]);
    await expectAuthenticated(apns.received[0]);
    const again = passJsonOf((await latest(serial, token)).rawPayload);
    expect(again.voided).toBeUndefined();
    expect(again.barcodes).toHaveLength(1);

    // Unregistering stops the pushes; a token APNs calls gone is forgotten.
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: passkit(serial), headers: applePass(token) })).statusCode,
    ).toBe(200);
    expect((await updatedSince()).statusCode).toBe(204);
  });

  it('renews the QR a week before its card expires, and forgets a device APNs says is gone', async () => {
    const caio = await member({ firstName: 'Caio', lastName: 'Prado' });
    const { pass } = await addApplePass(caio);
    const gonePhone = 'e'.repeat(64);
    expect((await register(pass.serialNumber, pass.authenticationToken, gonePhone)).statusCode).toBe(201);
    const before = decodeJwt(qrCard(pass)).exp ?? 0;
    apns.gone.add(gonePhone);
    clock.advance(22 * DAY);
    expect(await ctx.modules.wallet.sync()).toBe(0);
    clock.advance(2 * DAY);
    await runJobs();
    const rows = (await ctx.database.db.execute(
      sql`select push_token from wallet_registrations where serial = ${pass.serialNumber}`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([]);
    const renewed = await latest(pass.serialNumber, pass.authenticationToken);
    const next = passJsonOf(renewed.rawPayload);
    expect(decodeJwt(qrCard(next)).exp ?? 0).toBeGreaterThan(before + 20 * 86400);
    clock.advance(-24 * DAY);
  });

  it("adds a dependant's card; removing the dependant voids it", async () => {
    const dora = await member({ firstName: 'Dora', lastName: 'Reis' });
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/dependentes',
      headers: { authorization: await bearer(dora) },
      payload: { nome: 'Davi Reis', nascimento: '2015-03-02', cpf: '111.444.777-35', parentesco: 'filho' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const dependant = dependantSchema.parse(added.json());
    const { pass } = await addApplePass(dora, dependant.id);
    expect(pass.generic.primaryFields).toEqual([{ key: 'nome', label: 'Dependente', value: 'Davi Reis' }]);
    expect(pass.barcodes?.[0]?.altText).toBe(dependant.memberNumber);
    const own = await addApplePass(dora);
    expect(own.pass.serialNumber).not.toBe(pass.serialNumber);
    expect((await register(pass.serialNumber, pass.authenticationToken, 'd'.repeat(64))).statusCode).toBe(201);
    // Someone else's dependant is nobody's business.
    expect((await get(`/api/carteirinha/wallet/apple?pessoa=${dependant.id}`, await member())).statusCode).toBe(404);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/dependentes/${dependant.id}`,
      headers: { authorization: await bearer(dora) },
    });
    expect(removed.statusCode).toBe(204);
    apns.received.length = 0;
    await runJobs();
    expect(apns.received.map((push) => push.pushToken)).toEqual(['d'.repeat(64)]);
    const now = passJsonOf((await latest(pass.serialNumber, pass.authenticationToken)).rawPayload);
    expect(now.voided).toBe(true);
    expect(now.generic.backFields[0]?.value).toBe(GONE_REASON);
  });

  it('gives a "Save to Google Wallet" link whose JWT the service account signed, and PATCHes the object to EXPIRED on suspension', async () => {
    const eva = await member({ firstName: 'Eva', lastName: 'Nunes' });
    const answer = await get('/api/carteirinha/wallet/google', eva);
    expect(answer.statusCode, answer.body).toBe(200);
    const { saveUrl } = googleSaveLinkSchema.parse(answer.json());
    expect(saveUrl.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = saveUrl.slice('https://pay.google.com/gp/v/save/'.length);
    const { payload, protectedHeader } = await jwtVerify(jwt, keys.googlePublicKey, {
      issuer: keys.googleClientEmail,
      audience: 'google',
      algorithms: ['RS256'],
      currentDate: clock.now(),
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: [PUBLIC_URL] });
    const { genericObjects, genericClasses } = payload.payload as {
      genericObjects: GoogleObject[];
      genericClasses: { id: string }[];
    };
    const [object] = genericObjects;
    if (!object) throw new Error('no generic object in the JWT');
    expect(object.id.startsWith(`${keys.googleIssuerId}.`)).toBe(true);
    expect(genericClasses).toEqual([{ id: object.classId }]);
    expect(object.classId.startsWith(`${keys.googleIssuerId}.plano-`)).toBe(true);
    expect(object).toMatchObject({ state: 'ACTIVE', header: { defaultValue: { value: 'Eva Nunes' } } });
    expect(object.barcode.type).toBe('QR_CODE');
    expect(object.barcode.value.startsWith(`${PUBLIC_URL}/verificar#`)).toBe(true);
    expect(JSON.stringify(payload)).not.toContain(eva.email);
    expect(JSON.stringify(payload)).not.toContain('52998224725');

    // Saved to a phone: Google has the object now. Suspended: it is told EXPIRED.
    google.saved.add(object.id);
    clock.advance(380 * DAY);
    await runJobs();
    const patch = google.patches.filter((sent) => sent.id === object.id);
    expect(patch).toHaveLength(1);
    expect(patch[0]?.body).toMatchObject({ id: object.id, state: 'EXPIRED' });
    expect(patch[0]?.body.barcode).toBeUndefined();
    expect((await get('/api/carteirinha/wallet/google', eva)).statusCode).toBe(403);
    clock.advance(-380 * DAY);
  });

  it('stores a change once when two processes sync at the same time', async () => {
    const fabi = await member({ firstName: 'Fabi', lastName: 'Melo' });
    const { pass } = await addApplePass(fabi);
    expect((await register(pass.serialNumber, pass.authenticationToken, 'c'.repeat(64))).statusCode).toBe(201);
    await ctx.database.db.execute(sql`update subscriptions set status = 'suspensa' where account_id = ${fabi.id}`);
    const other = await createTestApp(env(), { clock, database: ctx.database });
    try {
      apns.received.length = 0;
      const changed = await Promise.all([ctx.modules.wallet.sync(), other.modules.wallet.sync()]);
      await Promise.all([ctx.modules.outbox.drain(), other.modules.outbox.drain()]);
      expect(changed.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
      expect(apns.received.filter((push) => push.pushToken === 'c'.repeat(64))).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('wallet passes without credentials', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('offers neither wallet and answers 404 for their passes', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/carteirinha/wallet' });
    expect(walletOptionsSchema.parse(answer.json())).toEqual({ apple: false, google: false });
    const session = await signUpPaidSubscriber(ctx, 'sem-carteira@exemplo.com.br');
    for (const wallet of ['apple', 'google']) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/api/carteirinha/wallet/${wallet}`,
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toMatch(/não está disponível/);
    }
    const passkit = await ctx.app.inject({
      method: 'GET',
      url: '/api/carteirinha/wallet/apple/v1/devices/abc/registrations/pass.x',
    });
    expect(passkit.statusCode).toBe(204);
  });
});
