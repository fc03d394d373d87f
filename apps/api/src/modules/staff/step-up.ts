import {
  STAFF_STEP_UP_MS,
  type PasskeyLoginBody,
  type PasskeyLoginOptions,
  type StaffCheck,
} from '@game-assist/contracts';
import type { Database, Transaction } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import { recordAudit, type AuditContext } from '#api/modules/audit/index.js';
import * as repo from './repository.js';

/** The WebAuthn machinery a step-up borrows from auth (modules.ts hands auth's service in). */
export interface PasskeyCheck {
  passkeyCheckOptions(accountId: string, passkeyIds?: ReadonlySet<string>): Promise<PasskeyLoginOptions>;
  checkPasskey(
    accountId: string,
    body: PasskeyLoginBody,
    accepted: (tx: Transaction, passkeyId: string) => Promise<boolean>,
  ): Promise<void>;
}

const NO_STAFF_SESSION =
  'Esta sessão não foi aberta com a chave de acesso da equipe: crie a sua chave de acesso e entre com ela.';

/**
 * The money actions' step-up (#66): past STAFF_STEP_UP_MS since the staff session's last passkey check,
 * a money action is refused (`staff-step-up`) until the person answers a passkey check again.
 */
export function createStepUp({ db, clock, passkeys }: { db: Database; clock: Clock; passkeys: PasskeyCheck }) {
  return {
    /**
     * Whether a money action must ask for the passkey again. A legacy OPERATOR_EMAILS code session (null)
     * has no passkey check to renew and is let through for its one release (docs/security.md).
     */
    due(verifiedAt: Date | null): boolean {
      return verifiedAt !== null && clock.now().getTime() - verifiedAt.getTime() > STAFF_STEP_UP_MS;
    },

    /** The challenge, offering the account's staff passkeys only. */
    async options(accountId: string, verifiedAt: Date | null): Promise<PasskeyLoginOptions> {
      if (verifiedAt === null) throw new HttpError(400, NO_STAFF_SESSION);
      return passkeys.passkeyCheckOptions(accountId, await repo.staffPasskeyIds(db, accountId));
    },

    /** A staff passkey of the same account answered: this staff session's check is now (audited). */
    async recheck(audit: AuditContext, sessionId: string | undefined, body: PasskeyLoginBody): Promise<StaffCheck> {
      const accountId = audit.actor.id;
      if (!sessionId) throw new HttpError(400, NO_STAFF_SESSION);
      const at = clock.now();
      await passkeys.checkPasskey(accountId, body, async (tx, passkeyId) => {
        if (!(await repo.isStaffPasskey(tx, accountId, passkeyId))) return false;
        const before = await repo.markStaffSessionVerified(tx, { sessionId, accountId, at });
        if (!before) return false;
        await recordAudit(
          tx,
          audit,
          {
            action: 'equipe.reverificar',
            target: { type: 'equipe', id: accountId },
            before: { verifiedAt: before },
            after: { verifiedAt: at },
          },
          at,
        );
        return true;
      });
      return { verifiedAt: at.toISOString() };
    },
  };
}

export type StepUp = ReturnType<typeof createStepUp>;
