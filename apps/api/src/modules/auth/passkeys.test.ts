import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  authSessionSchema,
  deviceSessionListSchema,
  passkeyListSchema,
  passkeyLoginOptionsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
} from '@game-assist/contracts';
import { accounts } from '#api/db/schema/accounts.js';
import { passkeys } from '#api/db/schema/auth.js';
import { signUpSubscriber, TEST_PASSWORD, unthrottledSuite } from '#api/test/app.js';
import { SoftwareAuthenticator, type CeremonyOptions } from '#api/test/software-authenticator.js';
import { PASSKEY_CHALLENGE_LIFETIME_MS } from './passkey-challenges.js';

const ORIGIN = 'https://app.exemplo.com.br';
const RIGHT: CeremonyOptions = { origin: ORIGIN, rpId: 'app.exemplo.com.br' };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0';

const { app, post } = unthrottledSuite({ PUBLIC_URL: ORIGIN });
let counter = 0;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function subscriber() {
  const email = `chave${++counter}@exemplo.com.br`;
  const session = await signUpSubscriber(app(), email);
  return { email, token: session.access_token, refresh: session.refresh_token, id: session.user.id };
}

async function registrationOptions(token: string) {
  const response = await post('/passkeys/registro/opcoes', {}, bearer(token));
  expect(response.statusCode).toBe(200);
  return passkeyRegistrationOptionsSchema.parse(response.json());
}

/** A passkey made on `authenticator` for the account, as 'Criar chave de acesso' makes one. */
async function register(token: string, authenticator = new SoftwareAuthenticator()) {
  const options = await registrationOptions(token);
  const response = await post('/passkeys/registro', authenticator.create(options, RIGHT), {
    ...bearer(token),
    'user-agent': ANDROID_CHROME,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { authenticator, passkey: passkeySchema.parse(response.json()) };
}

async function loginOptions() {
  const response = await post('/passkeys/login/opcoes', {});
  expect(response.statusCode).toBe(200);
  return passkeyLoginOptionsSchema.parse(response.json());
}

const login = (answer: unknown, headers: Record<string, string> = {}) => post('/passkeys/login', answer, headers);

const list = async (token: string) =>
  passkeyListSchema.parse(
    (await app().app.inject({ method: 'GET', url: '/api/passkeys', headers: bearer(token) })).json(),
  ).passkeys;

describe('passkeys', () => {
  it('are made after a code sign-in, listed, and sign in as a code does', async () => {
    const person = await subscriber();
    const options = await registrationOptions(person.token);
    expect(options.rp).toEqual({ id: 'app.exemplo.com.br', name: 'Game Assist' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.attestation).toBe('none');

    const { passkey, authenticator } = await register(person.token);
    expect(passkey).toMatchObject({ deviceName: 'Chrome no Android', lastUsedAt: null });

    const signIn = await login(authenticator.get(await loginOptions(), RIGHT), { 'user-agent': LINUX_FIREFOX });
    expect(signIn.statusCode, signIn.body).toBe(201);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const session = authSessionSchema.parse(signIn.json());
    expect(session.user).toMatchObject({ id: person.id, email: person.email });
    const profile = await app().app.inject({
      method: 'GET',
      url: '/api/assinante',
      headers: bearer(session.access_token),
    });
    expect(profile.statusCode).toBe(200);
    // 'Aparelhos conectados' names the sign-in after the device it came from.
    const devices = deviceSessionListSchema.parse(
      (await app().app.inject({ method: 'GET', url: '/api/sessoes', headers: bearer(session.access_token) })).json(),
    );
    expect(devices.items.find((item) => item.current)?.device).toBe('Firefox no Linux');
    // The session is a refresh-token family like a code sign-in's.
    expect((await post('/refresh-token', { refreshToken: session.refresh_token })).statusCode).toBe(200);

    const [listed] = await list(person.token);
    expect(listed).toMatchObject({ id: passkey.id, deviceName: 'Chrome no Android' });
    expect(listed?.lastUsedAt).toBe(app().clock.now().toISOString());
  });

  it('use each challenge once', async () => {
    const person = await subscriber();
    const options = await registrationOptions(person.token);
    expect(
      (await post('/passkeys/registro', new SoftwareAuthenticator().create(options, RIGHT), bearer(person.token)))
        .statusCode,
    ).toBe(201);
    const again = await post(
      '/passkeys/registro',
      new SoftwareAuthenticator().create(options, RIGHT),
      bearer(person.token),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('O pedido de chave de acesso expirou ou já foi usado. Tente novamente.');

    const { authenticator } = await register(person.token);
    const challenge = await loginOptions();
    expect((await login(authenticator.get(challenge, RIGHT))).statusCode).toBe(201);
    const replay = await login(authenticator.get(challenge, RIGHT));
    expect(replay.statusCode).toBe(401);
    // A login challenge never registers, nor a registration challenge signs in.
    const loginChallenge = await loginOptions();
    const wrongKind = await post(
      '/passkeys/registro',
      new SoftwareAuthenticator().create({ challenge: loginChallenge.challenge, user: options.user }, RIGHT),
      bearer(person.token),
    );
    expect(wrongKind.statusCode).toBe(400);
    expect((await login(authenticator.get(await registrationOptions(person.token), RIGHT))).statusCode).toBe(401);
  });

  it('refuse a challenge past its five minutes, and take one just before', async () => {
    const person = await subscriber();
    const late = await registrationOptions(person.token);
    const onTime = await registrationOptions(person.token);
    app().clock.advance(PASSKEY_CHALLENGE_LIFETIME_MS - 1);
    const authenticator = new SoftwareAuthenticator();
    expect(
      (await post('/passkeys/registro', authenticator.create(onTime, RIGHT), bearer(person.token))).statusCode,
    ).toBe(201);
    app().clock.advance(1);
    const token = await app().app.accessTokens.sign(person.id);
    expect(
      (await post('/passkeys/registro', new SoftwareAuthenticator().create(late, RIGHT), bearer(token))).statusCode,
    ).toBe(400);

    const challenge = await loginOptions();
    app().clock.advance(PASSKEY_CHALLENGE_LIFETIME_MS);
    expect((await login(authenticator.get(challenge, RIGHT))).statusCode).toBe(401);
  });

  it('refuse another origin and another RP ID, in both ceremonies', async () => {
    const person = await subscriber();
    const phishing = { ...RIGHT, origin: 'https://app-exemplo.com.br' };
    const otherRp = { ...RIGHT, rpId: 'exemplo.com.br' };
    for (const ceremony of [phishing, otherRp]) {
      const made = new SoftwareAuthenticator().create(await registrationOptions(person.token), ceremony);
      const refused = await post('/passkeys/registro', made, bearer(person.token));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Não foi possível confirmar a chave de acesso. Tente novamente.');
    }
    expect(await list(person.token)).toEqual([]);

    const { authenticator } = await register(person.token);
    for (const ceremony of [phishing, otherRp]) {
      expect((await login(authenticator.get(await loginOptions(), ceremony))).statusCode).toBe(401);
    }
    expect((await login(authenticator.get(await loginOptions(), RIGHT))).statusCode).toBe(201);
  });

  it('require the person verified on the device', async () => {
    const person = await subscriber();
    const unverified = { ...RIGHT, userVerified: false };
    const made = new SoftwareAuthenticator().create(await registrationOptions(person.token), unverified);
    expect((await post('/passkeys/registro', made, bearer(person.token))).statusCode).toBe(400);
    const { authenticator } = await register(person.token);
    expect((await login(authenticator.get(await loginOptions(), unverified))).statusCode).toBe(401);
  });

  it('refuse a signature counter that went back (a cloned authenticator)', async () => {
    const person = await subscriber();
    const { authenticator } = await register(person.token);
    expect((await login(authenticator.get(await loginOptions(), RIGHT))).statusCode).toBe(201);
    expect((await login(authenticator.get(await loginOptions(), RIGHT))).statusCode).toBe(201);
    authenticator.counter = 1;
    const cloned = await login(authenticator.get(await loginOptions(), RIGHT));
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json().message).toBe(
      'Não foi possível entrar com a chave de acesso. Tente de novo ou entre com o código por e-mail.',
    );
    const [row] = await app().database.db.select().from(passkeys).where(eq(passkeys.credentialId, authenticator.id));
    expect(row?.counter).toBe(2);
  });

  it("keep one account's credential its own", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const { authenticator, passkey } = await register(owner.token);

    // Its credential id cannot be registered again, by anyone.
    const ownersHandle = authenticator.userHandle;
    const copy = authenticator.create(await registrationOptions(other.token), RIGHT);
    expect((await post('/passkeys/registro', copy, bearer(other.token))).statusCode).toBe(409);
    authenticator.userHandle = ownersHandle;
    expect(await list(other.token)).toEqual([]);

    // Another account's challenge cannot finish this account's registration.
    const othersOptions = await registrationOptions(other.token);
    const stolen = new SoftwareAuthenticator().create(othersOptions, RIGHT);
    expect((await post('/passkeys/registro', stolen, bearer(owner.token))).statusCode).toBe(400);

    // An assertion naming another account (its user handle) signs nobody in.
    const mislabelled = authenticator.get(await loginOptions(), RIGHT);
    mislabelled.response.userHandle = othersOptions.user.id;
    expect((await login(mislabelled)).statusCode).toBe(401);

    // Another account can neither see nor remove it.
    const removal = await app().app.inject({
      method: 'DELETE',
      url: `/api/passkeys/${passkey.id}`,
      headers: bearer(other.token),
    });
    expect(removal.statusCode).toBe(404);
    expect(await list(owner.token)).toHaveLength(1);
    expect((await login(authenticator.get(await loginOptions(), RIGHT))).statusCode).toBe(201);
  });

  it('once removed no longer sign in, and removing one ends nothing else', async () => {
    const person = await subscriber();
    const { authenticator, passkey } = await register(person.token);
    const kept = await register(person.token);
    const signedIn = authSessionSchema.parse((await login(authenticator.get(await loginOptions(), RIGHT))).json());

    const removal = await app().app.inject({
      method: 'DELETE',
      url: `/api/passkeys/${passkey.id}`,
      headers: bearer(person.token),
    });
    expect(removal.statusCode).toBe(200);
    expect((await list(person.token)).map((row) => row.id)).toEqual([kept.passkey.id]);
    expect((await login(authenticator.get(await loginOptions(), RIGHT))).statusCode).toBe(401);
    expect((await login(kept.authenticator.get(await loginOptions(), RIGHT))).statusCode).toBe(201);
    expect((await post('/refresh-token', { refreshToken: signedIn.refresh_token })).statusCode).toBe(200);
    for (const id of [passkey.id, 'nao-e-um-id']) {
      const gone = await app().app.inject({
        method: 'DELETE',
        url: `/api/passkeys/${id}`,
        headers: bearer(person.token),
      });
      expect(gone.statusCode).toBe(404);
    }
  });

  it('need a signed-in person to make, list or remove one', async () => {
    expect((await post('/passkeys/registro/opcoes', {})).statusCode).toBe(401);
    expect((await app().app.inject({ method: 'GET', url: '/api/passkeys' })).statusCode).toBe(401);
    const pending = await post('/singup', {
      email: `pendente${++counter}@exemplo.com.br`,
      password: TEST_PASSWORD,
      firstName: 'Ana',
      lastName: 'Souza',
    });
    const { access_token } = authSessionSchema.parse(pending.json());
    expect((await post('/passkeys/registro/opcoes', {}, bearer(access_token))).statusCode).toBe(401);
  });

  it('answer malformed ceremonies 400, never 500', async () => {
    const person = await subscriber();
    for (const body of [
      {},
      { id: 'x', rawId: 'x', type: 'public-key' },
      { ...new SoftwareAuthenticator().create({ challenge: 'abc', user: { id: 'eA' } }, RIGHT), id: 'não base64' },
    ]) {
      expect((await post('/passkeys/registro', body, bearer(person.token))).statusCode).toBe(400);
      expect((await login(body)).statusCode).toBe(400);
    }
    const garbage = new SoftwareAuthenticator().create({ challenge: 'abc', user: { id: 'eA' } }, RIGHT);
    garbage.response.clientDataJSON = Buffer.from('{"challenge":').toString('base64url');
    expect((await post('/passkeys/registro', garbage, bearer(person.token))).statusCode).toBe(400);
  });

  it("are removed when the mailbox's owner signs in after someone signed up with the address", async () => {
    const email = `alvo${++counter}@exemplo.com.br`;
    const stranger = await post('/singup', { email, password: TEST_PASSWORD, firstName: 'Ivo', lastName: 'Estranho' });
    const pendingId = authSessionSchema.parse(stranger.json()).user.id;
    // No endpoint lets a pending account make one; were one there, the owner's proof removes it.
    await app().database.db.insert(passkeys).values({
      accountId: pendingId,
      credentialId: new SoftwareAuthenticator().id,
      publicKey: 'AQ',
      deviceName: 'Chrome no Linux',
    });
    app().clock.advance(2 * 60_000);
    expect((await post('/auth/request-otp', { identifier: email, type: 'email' })).statusCode).toBe(201);
    const code = await app().lastCodeFor(email);
    expect((await post('/auth/verify-otp', { identifier: email, type: 'email', otp: code })).statusCode).toBe(201);
    const [account] = await app().database.db.select().from(accounts).where(eq(accounts.id, pendingId));
    expect(account?.confirmedAt).not.toBeNull();
    expect(await app().database.db.select().from(passkeys).where(eq(passkeys.accountId, pendingId))).toEqual([]);
  });
});
