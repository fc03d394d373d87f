import { randomUUID } from 'node:crypto';
import type { AuthSession, LoginBody, RequestOtpResponse, SignupBody, VerifyOtpBody } from '@game-assist/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../plugins/error-handler.js';
import { noAccountMessage, signInCodeMessage } from '../mail/messages.js';
import type { Outbox } from '../mail/outbox.js';
import type { AccessTokens } from './access-tokens.js';
import {
  generateOtp,
  hashOtp,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  otpMatches,
} from './otp-codes.js';
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
  tooManyCodes: 'Muitas solicitações de código. Aguarde antes de pedir outro.',
  emailTaken: 'Este e-mail já está cadastrado.',
  badCredentials: 'Usuário ou senha incorretos.',
  invalidSession: 'Sessão inválida ou expirada. Entre novamente.',
} as const;

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  otpHmacKey: string;
  accessTokens: AccessTokens;
  outbox: Outbox;
  publicUrl: string;
}

const retryAfter = (ms: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) });

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, otpHmacKey, accessTokens, outbox } = deps;

  async function startSession(
    tx: Executor,
    account: repo.AccountRow,
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
      user: {
        id: account.id,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        nome: `${account.firstName} ${account.lastName}`.trim(),
      },
    } satisfies AuthSession;
  }

  return {
    /**
     * Same answer, same work, for known and unknown e-mails: a code row and an outbox
     * mail are written either way; only a known account's code can ever sign in.
     */
    async requestOtp(identifier: string): Promise<RequestOtpResponse> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.lockIdentifier(tx, identifier);
        const stats = await repo.recentCodeStats(tx, identifier, new Date(now.getTime() - 60 * 60_000));
        if (stats.latest && now.getTime() - stats.latest.getTime() < OTP_RESEND_INTERVAL_MS) {
          const wait = OTP_RESEND_INTERVAL_MS - (now.getTime() - stats.latest.getTime());
          throw new HttpError(429, MESSAGES.tooManyCodes, retryAfter(wait));
        }
        if (stats.total >= OTP_MAX_PER_HOUR && stats.oldest) {
          throw new HttpError(
            429,
            MESSAGES.tooManyCodes,
            retryAfter(stats.oldest.getTime() + 60 * 60_000 - now.getTime()),
          );
        }
        const account = await repo.findAccountByEmail(tx, identifier);
        const code = generateOtp();
        await repo.retireLiveCodes(tx, identifier, now);
        await repo.insertCode(tx, {
          identifier,
          accountId: account?.id ?? null,
          codeHash: hashOtp(otpHmacKey, identifier, code),
          expiresAt: new Date(now.getTime() + OTP_TTL_MS),
          createdAt: now,
        });
        await outbox.enqueue(
          tx,
          account
            ? signInCodeMessage(identifier, account.firstName, code)
            : noAccountMessage(identifier, `${deps.publicUrl}/SignUp`),
        );
      });
      outbox.kick();
      return { message: MESSAGES.codeRequested, resendAfterSeconds: OTP_RESEND_INTERVAL_MS / 1000 };
    },

    /** Wrong, expired, used and unknown codes all fail the same way. */
    async verifyOtp({ identifier, otp }: VerifyOtpBody): Promise<AuthSession> {
      const now = clock.now();
      const session = await db.transaction(async (tx) => {
        const live = await repo.latestLiveCode(tx, identifier);
        if (!live || live.expiresAt.getTime() <= now.getTime()) return null;
        // The try is counted before the comparison, so parallel guesses cannot exceed the limit.
        const counted = await repo.spendAttempt(tx, live.id, OTP_MAX_ATTEMPTS);
        if (!counted || !otpMatches(otpHmacKey, identifier, otp, counted.codeHash) || !counted.accountId) return null;
        if (!(await repo.consumeCode(tx, counted.id, now))) return null;
        const account = await repo.findAccountById(tx, counted.accountId);
        return account ? startSession(tx, account) : null;
      });
      if (!session) throw new HttpError(401, MESSAGES.invalidCode);
      return session;
    },

    async signup(body: SignupBody): Promise<AuthSession> {
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const account = await repo.insertAccountWithSubscriber(tx, {
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
          });
          return startSession(tx, account);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, MESSAGES.emailTaken);
        throw error;
      }
    },

    /** Unknown e-mails still pay for a hash, so timing does not reveal who has an account. */
    async login({ email, password }: LoginBody): Promise<AuthSession> {
      const account = await repo.findAccountByEmail(db, email);
      const valid = await verifyPassword(password, account?.passwordHash ?? (await getDummyHash()));
      if (!account?.passwordHash || !valid) throw new HttpError(401, MESSAGES.badCredentials);
      return db.transaction((tx) => startSession(tx, account));
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
        const account = await repo.findAccountById(tx, row.accountId);
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

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
