import { CONSENT_PURPOSES, type Consent, type ConsentList, type ConsentPurpose } from '@game-assist/contracts';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import { setNotifyByEmail } from '#api/modules/accounts/index.js';
import * as repo from './repository.js';

const GONE = 'Sessão inválida ou expirada. Entre novamente.';

const toConsent = (row: repo.ConsentRow): Consent => ({
  purpose: row.purpose as ConsentPurpose,
  granted: row.granted,
  at: row.at.toISOString(),
});

/** Appends one answer; 'notificacoes-email' also sets accounts.notify_by_email; undefined when the account is gone. */
export async function recordConsent(
  tx: Executor,
  accountId: string,
  answer: { purpose: ConsentPurpose; granted: boolean; at: Date },
): Promise<Consent | undefined> {
  if (answer.purpose === 'notificacoes-email') {
    if ((await setNotifyByEmail(tx, accountId, answer.granted)) === undefined) return undefined;
  }
  return toConsent(await repo.insertConsent(tx, { accountId, ...answer }));
}

/** Every answer the account gave, and the one in force per purpose. */
export async function consentLog(db: Executor, accountId: string): Promise<ConsentList> {
  const history = (await repo.consentsOf(db, accountId))
    .filter((row) => (CONSENT_PURPOSES as readonly string[]).includes(row.purpose))
    .map(toConsent);
  const current = CONSENT_PURPOSES.flatMap((purpose) => history.find((entry) => entry.purpose === purpose) ?? []);
  return { current, history };
}

export function createConsentService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    list: (accountId: string) => consentLog(db, accountId),

    async record(accountId: string, purpose: ConsentPurpose, granted: boolean): Promise<Consent> {
      const consent = await db.transaction((tx) => recordConsent(tx, accountId, { purpose, granted, at: clock.now() }));
      if (!consent) throw new HttpError(401, GONE);
      return consent;
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
