import type { DeviceSessionList, EndedSessions, MyData, PrivacyCodeResponse } from '@game-assist/contracts';
import { HttpError } from '#api/lib/http-errors.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import { endOtherSessions, endSession, listSessions, sessionStartedAt } from '#api/modules/auth/index.js';
import { privacyCodeMessage } from '#api/modules/mail/index.js';
import { OTP_RESEND_INTERVAL_MS } from '#api/modules/one-time-codes/index.js';
import { accountDeletion } from './deletion.js';
import type { PrivacyDeps } from './deps.js';
import { BAD_CODE, GONE } from './messages.js';
import { assembleMyData } from './my-data.js';
import { retention } from './retention.js';

export type { PrivacyDeps } from './deps.js';

/** A download needs a sign-in this recent, or a code e-mailed now (docs/security.md, 'Data rights'). */
export const FRESH_SESSION_MS = 10 * 60_000;
export const CODE_NEEDED = 'Para baixar seus dados, confirme com o código que enviamos ao seu e-mail.';

/** The data rights of LGPD art. 18, self-service: download, devices, deletion, and retention. */
export function createPrivacyService(deps: PrivacyDeps) {
  const { db, clock, codes, outbox } = deps;

  async function sendCode(
    accountId: string,
    purpose: 'data-export' | 'account-deletion' | 'refund-key',
  ): Promise<PrivacyCodeResponse> {
    await db.transaction(async (tx) => {
      const account = await findAccountById(tx, accountId);
      if (!account || account.deletedAt) throw new HttpError(401, GONE);
      const code = await codes.issue(tx, { identifier: account.email, purpose, accountId });
      await outbox.enqueue(tx, privacyCodeMessage(account.email, account.firstName, code, purpose));
    });
    return { message: 'Enviamos um código para o seu e-mail.', resendAfterSeconds: OTP_RESEND_INTERVAL_MS / 1000 };
  }

  /** A sign-in of the last ten minutes, or a right code: a stolen session alone does not walk off with everything. */
  async function confirmed(accountId: string, sessionId: string | undefined, code: string | undefined) {
    if (code !== undefined) {
      const redeemed = await db.transaction(async (tx) => {
        const account = await findAccountById(tx, accountId);
        if (!account) return undefined;
        return codes.redeem(tx, { identifier: account.email, code, purposes: ['data-export'] });
      });
      if (!redeemed || redeemed.accountId !== accountId) throw new HttpError(400, BAD_CODE);
      return;
    }
    const started = sessionId && (await sessionStartedAt(db, accountId, sessionId));
    if (!started || clock.now().getTime() - started.getTime() > FRESH_SESSION_MS) throw new HttpError(403, CODE_NEEDED);
  }

  return {
    async myData(accountId: string, sessionId: string | undefined, code: string | undefined): Promise<MyData> {
      await confirmed(accountId, sessionId, code);
      const data = await assembleMyData(db, accountId, clock.now());
      if (!data) throw new HttpError(401, GONE);
      return data;
    },

    sendDataCode: (accountId: string) => sendCode(accountId, 'data-export'),
    /** The step-up for a refund to a PIX key other than the payer's CPF (payments' cancellation redeems it). */
    sendRefundKeyCode: (accountId: string) => sendCode(accountId, 'refund-key'),

    async sessions(accountId: string, sessionId: string | undefined): Promise<DeviceSessionList> {
      const sessions = await listSessions(db, accountId, clock.now());
      return {
        items: sessions.map((session) => ({
          id: session.id,
          device: session.device,
          createdAt: session.createdAt.toISOString(),
          lastUsedAt: session.lastUsedAt.toISOString(),
          current: session.id === sessionId,
        })),
      };
    },

    async endSession(accountId: string, id: string): Promise<EndedSessions> {
      const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      const ended = UUID.test(id) && (await db.transaction((tx) => endSession(tx, accountId, id, clock.now())));
      if (!ended) throw new HttpError(404, 'Sessão não encontrada.');
      deps.sessionsEnded(accountId);
      return { ended: 1 };
    },

    async endOtherSessions(accountId: string, sessionId: string | undefined): Promise<EndedSessions> {
      const ended = await db.transaction((tx) => endOtherSessions(tx, accountId, sessionId, clock.now()));
      if (ended > 0) deps.sessionsEnded(accountId);
      return { ended };
    },

    sendDeletionCode: (accountId: string) => sendCode(accountId, 'account-deletion'),

    deleteAccount: accountDeletion(deps),

    runRetention: retention(deps),
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
