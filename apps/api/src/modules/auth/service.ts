import { randomUUID } from 'node:crypto';
import {
  webPaths,
  type AuthSession,
  type LoginBody,
  type PasswordResetBody,
  type PasswordResetResponse,
  type RequestOtpResponse,
  type SignupBody,
  type VerifyOtpBody,
} from '@game-assist/contracts';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import {
  noAccountMessage,
  passwordChangedMessage,
  passwordLockedMessage,
  passwordResetCodeMessage,
  signInCodeMessage,
  signUpAttemptMessage,
  signUpCodeMessage,
  type Outbox,
} from '#api/modules/mail/index.js';
import * as accounts from '#api/modules/accounts/index.js';
import {
  OTP_RESEND_INTERVAL_MS,
  retryAfter,
  TOO_MANY_CODES,
  type CodePurpose,
  type OneTimeCodes,
} from '#api/modules/one-time-codes/index.js';
import { createProfile } from '#api/modules/subscriber/index.js';
import type { AccessTokens } from './access-tokens.js';
import { getDummyHash, hashPassword, verifyPassword } from './passwords.js';
import {
  generateRefreshToken,
  hashRefreshToken,
  REFRESH_FAMILY_LIFETIME_MS,
  REFRESH_REUSE_GRACE_MS,
} from './refresh-tokens.js';
import * as repo from './repository.js';

export const MESSAGES = {
  codeRequested: 'Se o e-mail estiver correto, você receberá um código de acesso em instantes.',
  invalidCode: 'Código inválido ou expirado.',
  tooManyCodes: TOO_MANY_CODES,
  emailTaken: 'Este e-mail já está cadastrado.',
  badCredentials: 'Usuário ou senha incorretos.',
  passwordLocked: 'Muitas tentativas de senha. Tente mais tarde ou entre com um código enviado por e-mail.',
  resetRequested: 'Se houver uma conta com este e-mail, enviamos um código para redefinir a senha.',
  passwordChanged: 'Senha redefinida.',
  invalidSession: 'Sessão inválida ou expirada. Entre novamente.',
} as const;

export interface AuthServiceDeps {
  /** Runs in the transaction that confirms an address (other modules start what needs a confirmed account). */
  onAddressConfirmed?: (tx: Executor, accountId: string) => Promise<void>;
  db: Database;
  clock: Clock;
  codes: OneTimeCodes;
  accessTokens: AccessTokens;
  outbox: Outbox;
  publicUrl: string;
}

/** Consecutive wrong passwords before the password is locked (NIST SP 800-63B allows up to 100). */
export const PASSWORD_FAILURES_BEFORE_LOCK = 10;
export const FIRST_LOCK_MS = 60_000;
export const LONGEST_LOCK_MS = 60 * 60_000;
/** A sign-up nobody confirmed is deleted after this. */
export const PENDING_SIGN_UP_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** The n-th lock in a row (1-based) lasts twice the one before, up to an hour. */
export const lockDuration = (locks: number) => Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.max(0, locks - 1));

/** The account as a session names it (the web app keeps it as its `user`). */
const sessionUser = (account: accounts.AccountRow): AuthSession['user'] => ({
  id: account.id,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  nome: `${account.firstName} ${account.lastName}`.trim(),
});

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, codes, accessTokens, outbox } = deps;
  const onAddressConfirmed = deps.onAddressConfirmed ?? (async () => undefined);

  async function startSession(
    tx: Executor,
    account: accounts.AccountRow,
    familyId: string = randomUUID(),
    familyExpiresAt?: Date,
  ) {
    const now = clock.now();
    const refreshToken = generateRefreshToken();
    await repo.insertRefreshToken(tx, {
      familyId,
      accountId: account.id,
      tokenHash: hashRefreshToken(refreshToken),
      familyExpiresAt: familyExpiresAt ?? new Date(now.getTime() + REFRESH_FAMILY_LIFETIME_MS),
      createdAt: now,
    });
    return {
      access_token: await accessTokens.sign(account.id),
      refresh_token: refreshToken,
      user: sessionUser(account),
    } satisfies AuthSession;
  }

  /**
   * What a pending sign-up gets, in the spec's shape: an access token no data endpoint accepts and
   * a refresh token that was never stored, so the session can do nothing but end.
   */
  async function pendingSession(account: accounts.AccountRow): Promise<AuthSession> {
    return {
      access_token: await accessTokens.sign(account.id, { pending: true }),
      refresh_token: generateRefreshToken(),
      user: sessionUser(account),
    };
  }

  /** Issues the address's one live code (within the resend limits) and queues its mail. */
  async function issueCode(
    tx: Executor,
    identifier: string,
    account: accounts.AccountRow | undefined,
    purpose: CodePurpose,
  ) {
    const code = await codes.issue(tx, { identifier, purpose, accountId: account?.id ?? null });
    // A reset asked for an address without an account mails nothing (the answer is the same).
    if (!account && purpose === 'password-reset') return;
    const message = !account
      ? noAccountMessage(identifier, `${deps.publicUrl}${webPaths.signUp}`)
      : purpose === 'sign-up'
        ? signUpCodeMessage(identifier, account.firstName, code)
        : purpose === 'password-reset'
          ? passwordResetCodeMessage(identifier, account.firstName, code)
          : signInCodeMessage(identifier, account.firstName, code);
    await outbox.enqueue(tx, message);
  }

  return {
    /**
     * Same answer, same work, for known and unknown e-mails: a code row and an outbox
     * mail are written either way; only a known account's code can ever sign in. Asked for a
     * sign-up (`purpose: 'sign-up'`, the confirmation screen's resend), a pending account gets
     * a new confirmation code; any other address gets what a sign-in request gets.
     */
    async requestOtp(identifier: string, purpose: CodePurpose = 'sign-in'): Promise<RequestOtpResponse> {
      await db.transaction(async (tx) => {
        const account = await accounts.findAccountByEmail(tx, identifier);
        const pendingSignUp = purpose === 'sign-up' && account !== undefined && account.confirmedAt === null;
        await issueCode(tx, identifier, account, pendingSignUp ? 'sign-up' : 'sign-in');
      });
      return { message: MESSAGES.codeRequested, resendAfterSeconds: OTP_RESEND_INTERVAL_MS / 1000 };
    },

    /**
     * Wrong, expired, used and unknown codes all fail the same way. A right code proves the
     * mailbox: a sign-up's own code confirms it with its password; a sign-in code into a pending
     * account confirms it for the true owner, ending every earlier session and discarding the
     * password someone else may have chosen.
     */
    async verifyOtp({ identifier, otp }: VerifyOtpBody): Promise<AuthSession> {
      const now = clock.now();
      const session = await db.transaction(async (tx) => {
        // A reset code sets a password (resetPassword); it signs nobody in.
        const redeemed = await codes.redeem(tx, { identifier, code: otp, purposes: ['sign-in', 'sign-up'] });
        if (!redeemed?.accountId) return null;
        const account = await accounts.findAccountById(tx, redeemed.accountId);
        if (!account) return null;
        if (account.confirmedAt === null) {
          const ownSignUp = redeemed.purpose === 'sign-up';
          await accounts.confirmAccount(tx, account.id, {
            confirmedAt: now,
            ...(ownSignUp ? {} : { passwordHash: null }),
          });
          await repo.revokeAllSessions(tx, account.id, now);
          await onAddressConfirmed(tx, account.id);
        }
        return startSession(tx, account);
      });
      if (!session) throw new HttpError(401, MESSAGES.invalidCode);
      return session;
    },

    /**
     * Creates a pending sign-up and mails its confirmation code; the answer's tokens work nowhere.
     * A new sign-up replaces a still-pending one for the address. For a confirmed address nothing
     * changes: its owner is told someone tried, and the answer is the same, so it tells nobody
     * which addresses have an account.
     */
    async signup(body: SignupBody): Promise<AuthSession> {
      const passwordHash = await hashPassword(body.password);
      const result = await db.transaction(async (tx) => {
        const now = clock.now();
        // First: the identifier's lock also keeps two sign-ups for a new address from both inserting it.
        await codes.throttle(tx, body.email, 'sign-up');
        const existing = await accounts.lockAccountByEmail(tx, body.email);
        if (existing?.confirmedAt) {
          await outbox.enqueue(
            tx,
            signUpAttemptMessage(body.email, existing.firstName, `${deps.publicUrl}${webPaths.signIn}`),
          );
          // The same shape as a new sign-up's, for an account that is not this person's.
          return { ...existing, id: randomUUID(), firstName: body.firstName, lastName: body.lastName };
        }
        if (existing) await accounts.deletePendingAccount(tx, existing.id);
        const account = await accounts.insertAccount(tx, {
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          createdAt: now,
          signupAffiliateCode: body.affiliateCode ?? null,
        });
        await createProfile(tx, account.id, `${body.firstName} ${body.lastName}`);
        await issueCode(tx, body.email, account, 'sign-up');
        return account;
      });
      return pendingSession(result);
    },

    /**
     * Unknown e-mails still pay for a hash and are counted and locked like known ones, so neither
     * timing nor answers reveal who has an account. After PASSWORD_FAILURES_BEFORE_LOCK wrong
     * passwords in a row the address is locked (429), each lock twice as long as the one before;
     * after a lock every wrong password locks again. A right password clears the count.
     */
    async login({ email, password }: LoginBody): Promise<AuthSession> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const failures = await repo.lockPasswordFailures(tx, email, now);
        if (failures.lockedUntil && failures.lockedUntil.getTime() > now.getTime()) {
          return { kind: 'locked', waitMs: failures.lockedUntil.getTime() - now.getTime() } as const;
        }
        const account = await accounts.findAccountByEmail(tx, email);
        const usable = account?.confirmedAt ? account.passwordHash : null;
        const valid = await verifyPassword(password, usable ?? (await getDummyHash()));
        if (account && usable && valid) {
          await repo.clearPasswordFailures(tx, email);
          return { kind: 'signed-in', session: await startSession(tx, account) } as const;
        }
        const count = failures.failures + 1;
        if (count < PASSWORD_FAILURES_BEFORE_LOCK) {
          await repo.savePasswordFailures(tx, email, {
            failures: count,
            locks: failures.locks,
            lockedUntil: null,
            updatedAt: now,
          });
          return { kind: 'wrong' } as const;
        }
        const locks = failures.locks + 1;
        const lockedUntil = new Date(now.getTime() + lockDuration(locks));
        await repo.savePasswordFailures(tx, email, { failures: count, locks, lockedUntil, updatedAt: now });
        if (account?.confirmedAt) {
          const minutes = Math.round(lockDuration(locks) / 60_000);
          await outbox.enqueue(
            tx,
            passwordLockedMessage(email, account.firstName, minutes, `${deps.publicUrl}${webPaths.signIn}`),
          );
        }
        return { kind: 'wrong' } as const;
      });
      if (outcome.kind === 'signed-in') return outcome.session;
      if (outcome.kind === 'locked') throw new HttpError(429, MESSAGES.passwordLocked, retryAfter(outcome.waitMs));
      throw new HttpError(401, MESSAGES.badCredentials);
    },

    /**
     * 'Esqueci minha senha': the same answer and the same database work for every address; only
     * an address with an account gets a mail with the code.
     */
    async requestPasswordReset(email: string): Promise<RequestOtpResponse> {
      await db.transaction(async (tx) => {
        const account = await accounts.findAccountByEmail(tx, email);
        await issueCode(tx, email, account, 'password-reset');
      });
      return { message: MESSAGES.resetRequested, resendAfterSeconds: OTP_RESEND_INTERVAL_MS / 1000 };
    },

    /**
     * A right reset code proves the mailbox: the new password is set, every session ends, the
     * password-failure count clears, the owner is told; a pending sign-up is confirmed with it.
     * Wrong, expired, used and unknown codes all fail the same way (401).
     */
    async resetPassword({ email, code, password }: PasswordResetBody): Promise<PasswordResetResponse> {
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const done = await db.transaction(async (tx) => {
        const redeemed = await codes.redeem(tx, { identifier: email, code, purposes: ['password-reset'] });
        if (!redeemed?.accountId) return false;
        const account = await accounts.findAccountById(tx, redeemed.accountId);
        if (!account) return false;
        await accounts.confirmAccount(tx, account.id, { confirmedAt: account.confirmedAt ?? now, passwordHash });
        if (account.confirmedAt === null) await onAddressConfirmed(tx, account.id);
        await repo.revokeAllSessions(tx, account.id, now);
        await repo.clearPasswordFailures(tx, email);
        await outbox.enqueue(
          tx,
          passwordChangedMessage(email, account.firstName, `${deps.publicUrl}${webPaths.forgotPassword}`),
        );
        return true;
      });
      if (!done) throw new HttpError(401, MESSAGES.invalidCode);
      return { message: MESSAGES.passwordChanged };
    },

    /** Deletes sign-ups nobody confirmed within PENDING_SIGN_UP_LIFETIME_MS, and stale failure counts. */
    async purgeStale(): Promise<number> {
      const now = clock.now().getTime();
      const removed = await accounts.deletePendingAccountsBefore(db, new Date(now - PENDING_SIGN_UP_LIFETIME_MS));
      await repo.deleteStalePasswordFailures(db, new Date(now - 24 * 60 * 60_000));
      return removed;
    },

    /**
     * Rotates the refresh token. A token presented again after its grace window is
     * treated as stolen: its whole family is revoked.
     */
    async refresh(refreshToken: string): Promise<AuthSession> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.findRefreshToken(tx, hashRefreshToken(refreshToken));
        if (!row || row.revokedAt || row.familyExpiresAt.getTime() <= now.getTime()) return null;
        const firstUse = await repo.markRefreshTokenUsed(tx, row.id, now);
        if (!firstUse) {
          const usedAt = row.usedAt ?? now;
          if (now.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
            await repo.revokeFamily(tx, row.familyId, now);
            return 'reused' as const;
          }
        }
        const account = await accounts.findAccountById(tx, row.accountId);
        return account ? startSession(tx, account, row.familyId, row.familyExpiresAt) : null;
      });
      if (!outcome || outcome === 'reused') throw new HttpError(401, MESSAGES.invalidSession);
      return outcome;
    },

    /** Revokes the token's whole family. Idempotent: unknown tokens are fine. */
    async logout(refreshToken: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.findRefreshToken(tx, hashRefreshToken(refreshToken));
        if (row) await repo.revokeFamily(tx, row.familyId, clock.now());
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-in rules, for jobs the server runs besides requests (and tests that run them by hand). */
    authService: AuthService;
  }
}
