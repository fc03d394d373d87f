import {
  passkeyLoginOptionsSchema,
  passkeyRegistrationOptionsSchema,
  type AuthSession,
  type Passkey,
  type PasskeyList,
  type PasskeyLoginBody,
  type PasskeyLoginOptions,
  type PasskeyRegistrationBody,
  type PasskeyPurpose,
  type PasskeyRegistrationOptions,
} from '@game-assist/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { Executor, Transaction } from '#api/db/client.js';
import { HttpError } from '#api/lib/http-errors.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import type { AuthDeps } from './deps.js';
import { deviceLabel } from './device-label.js';
import { MESSAGES } from './messages.js';
import { PASSKEY_CHALLENGE_LIFETIME_MS, type Ceremony, type PasskeyChallenges } from './passkey-challenges.js';
import * as repo from './repository.js';
import type { Sessions } from './sessions.js';

const RP_NAME = 'Game Assist';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const shown = (row: repo.PasskeyRow): Passkey => ({
  id: row.id,
  deviceName: row.deviceName,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The challenge the browser signed, read from its client data (verified against the stored one after). */
function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(challenge) ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** The account's WebAuthn user handle: its id's bytes, so an assertion names whose passkey it is. */
const userHandle = (accountId: string) => isoUint8Array.fromUTF8String(accountId);

/** Passkeys (WebAuthn): made by a signed-in person, then a sign-in as a code's, without the mailbox. */
export function passkeySignIn(
  { db, clock, publicUrl, passkeyHooks }: AuthDeps,
  sessions: Sessions,
  challenges: PasskeyChallenges,
) {
  const { origin, hostname: rpID } = new URL(publicUrl);
  const timeout = PASSKEY_CHALLENGE_LIFETIME_MS;

  async function take(clientDataJSON: string, wanted: Ceremony['kind']): Promise<[string, Ceremony] | undefined> {
    const challenge = signedChallenge(clientDataJSON);
    const ceremony = challenge ? await challenges.take(challenge) : undefined;
    return challenge && ceremony?.kind === wanted ? [challenge, ceremony] : undefined;
  }

  /** Only a staff passkey is the staff side's to refuse: a subscriber's opens that account's subscriber side alone. */
  async function refuseRegistration(accountId: string, sessionId: string | undefined, purpose: PasskeyPurpose) {
    const refusal = purpose === 'staff' ? await passkeyHooks?.registrationRefusal(accountId, sessionId) : undefined;
    if (refusal) throw new HttpError(403, refusal);
  }

  /**
   * The passkey behind an assertion of `challenge`, its signature, origin, RP ID and user verification
   * checked and its counter moved on (in `tx`), with its confirmed account; undefined for any failure.
   */
  async function verifiedAssertion(tx: Executor, body: PasskeyLoginBody, challenge: string) {
    const passkey = await repo.lockPasskeyByCredentialId(tx, body.id);
    const account = passkey ? await findAccountById(tx, passkey.accountId) : undefined;
    if (!passkey || !account?.confirmedAt) return undefined;
    // The device says whose passkey it signed with; it must be the account the credential belongs to.
    const handle = body.response.userHandle;
    if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandle(account.id))) return undefined;
    const verification = await verifyAuthenticationResponse({
      response: body,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as NonNullable<PasskeyRegistrationBody['response']['transports']>,
      },
    }).catch(() => undefined);
    if (!verification?.verified) return undefined;
    await repo.recordPasskeyUse(tx, passkey.id, verification.authenticationInfo.newCounter, clock.now());
    return { account, passkeyId: passkey.id };
  }

  return {
    /** `purpose` is kept with the challenge: the registration that answers it cannot say otherwise. */
    async passkeyRegistrationOptions(
      accountId: string,
      sessionId?: string,
      purpose: PasskeyPurpose = 'subscriber',
    ): Promise<PasskeyRegistrationOptions> {
      const account = await findAccountById(db, accountId);
      if (!account) throw new HttpError(401, MESSAGES.invalidSession);
      await refuseRegistration(accountId, sessionId, purpose);
      const existing = await repo.listPasskeys(db, accountId);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: account.email,
        userDisplayName: `${account.firstName} ${account.lastName}`.trim(),
        userID: userHandle(account.id),
        attestationType: 'none',
        timeout,
        excludeCredentials: existing.map((row) => ({ id: row.credentialId })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await challenges.put(options.challenge, { kind: 'registration', accountId, purpose });
      // The library types descriptors loosely ('type: string'); the contract's schema states them.
      return passkeyRegistrationOptionsSchema.parse(options);
    },

    /** Verifies the new credential against its single-use challenge, this origin and RP ID, with the person verified. */
    async registerPasskey(
      accountId: string,
      body: PasskeyRegistrationBody,
      userAgent?: string,
      sessionId?: string,
    ): Promise<Passkey> {
      const taken = await take(body.response.clientDataJSON, 'registration');
      if (!taken || taken[1].kind !== 'registration' || taken[1].accountId !== accountId) {
        throw new HttpError(400, MESSAGES.passkeyChallengeGone);
      }
      const { purpose } = taken[1];
      // Asked again: the enrolment or the staff session may have ended since the options.
      await refuseRegistration(accountId, sessionId, purpose);
      const verification = await verifyRegistrationResponse({
        response: body,
        expectedChallenge: taken[0],
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      }).catch(() => undefined);
      const info = verification?.verified ? verification.registrationInfo : undefined;
      if (!info) throw new HttpError(400, MESSAGES.passkeyNotVerified);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertPasskey(tx, {
          accountId,
          credentialId: info.credential.id,
          publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
          counter: info.credential.counter,
          transports: info.credential.transports ?? body.response.transports ?? [],
          deviceName: deviceLabel(userAgent),
          createdAt: clock.now(),
        });
        if (inserted && purpose === 'staff') await passkeyHooks?.registered(tx, accountId, inserted.id);
        return inserted;
      });
      if (!row) throw new HttpError(409, MESSAGES.passkeyTaken);
      return shown(row);
    },

    /** No account named: the device offers whichever passkey it holds for this site. */
    async passkeyLoginOptions(): Promise<PasskeyLoginOptions> {
      const options = await generateAuthenticationOptions({ rpID, timeout, userVerification: 'required' });
      await challenges.put(options.challenge, { kind: 'login' });
      return passkeyLoginOptionsSchema.parse(options);
    },

    /** Every failure alike (401); success starts a session exactly as a right code does. */
    async passkeyLogin(body: PasskeyLoginBody, userAgent: string | undefined): Promise<AuthSession> {
      const taken = await take(body.response.clientDataJSON, 'login');
      if (!taken) throw new HttpError(401, MESSAGES.passkeyRefused);
      const session = await db.transaction(async (tx) => {
        const signed = await verifiedAssertion(tx, body, taken[0]);
        if (!signed) return null;
        const { session, familyId } = await sessions.begin(tx, signed.account, { userAgent });
        await passkeyHooks?.signedIn(tx, {
          accountId: signed.account.id,
          passkeyId: signed.passkeyId,
          sessionId: familyId,
        });
        return session;
      });
      if (!session) throw new HttpError(401, MESSAGES.passkeyRefused);
      return session;
    },

    /**
     * A signed-in person's passkey asked for again (a staff step-up): the options name the passkeys
     * `passkeyIds` keeps of the account's (all of them without it), user verification required.
     */
    async passkeyCheckOptions(accountId: string, passkeyIds?: ReadonlySet<string>): Promise<PasskeyLoginOptions> {
      const own = await repo.listPasskeys(db, accountId);
      const options = await generateAuthenticationOptions({
        rpID,
        timeout,
        userVerification: 'required',
        allowCredentials: own
          .filter((row) => !passkeyIds || passkeyIds.has(row.id))
          .map((row) => ({
            id: row.credentialId,
            transports: row.transports as NonNullable<PasskeyRegistrationBody['response']['transports']>,
          })),
      });
      await challenges.put(options.challenge, { kind: 'check', accountId });
      return passkeyLoginOptionsSchema.parse(options);
    },

    /**
     * Verifies an assertion of the check's challenge by one of `accountId`'s own passkeys; `accepted`,
     * in the same transaction, says whether that passkey does (the staff's: a staff passkey). 400 otherwise.
     */
    async checkPasskey(
      accountId: string,
      body: PasskeyLoginBody,
      accepted: (tx: Transaction, passkeyId: string) => Promise<boolean>,
    ): Promise<void> {
      const taken = await take(body.response.clientDataJSON, 'check');
      if (!taken || taken[1].kind !== 'check' || taken[1].accountId !== accountId) {
        throw new HttpError(400, MESSAGES.passkeyChallengeGone);
      }
      const checked = await db.transaction(async (tx) => {
        const signed = await verifiedAssertion(tx, body, taken[0]);
        return signed?.account.id === accountId && (await accepted(tx, signed.passkeyId));
      });
      if (!checked) throw new HttpError(400, MESSAGES.passkeyNotVerified);
    },

    async listPasskeys(accountId: string): Promise<PasskeyList> {
      return { passkeys: (await repo.listPasskeys(db, accountId)).map(shown) };
    },

    /** Ends nothing else: sessions the passkey started go on until they end as any other. */
    async removePasskey(accountId: string, id: string): Promise<void> {
      const removed = UUID.test(id) && (await db.transaction((tx) => repo.deletePasskey(tx, accountId, id)));
      if (!removed) throw new HttpError(404, MESSAGES.passkeyNotFound);
    },
  };
}
