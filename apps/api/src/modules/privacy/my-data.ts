import type { MyData } from '@game-assist/contracts';
import type { Executor } from '#api/db/client.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import { affiliateAccountForExport } from '#api/modules/affiliate-portal/index.js';
import { listSessions, passkeysForExport } from '#api/modules/auth/index.js';
import { consentLog } from '#api/modules/consents/index.js';
import { dependantsForExport, personOf } from '#api/modules/membership/index.js';
import { notificationsForExport } from '#api/modules/notifications/index.js';
import { autoRenewalsForExport, chargesForExport, refundsForExport } from '#api/modules/payments/index.js';
import { pushDevicesForExport } from '#api/modules/push/index.js';
import { requestsForExport } from '#api/modules/service-requests/index.js';
import { profileForExport } from '#api/modules/subscriber/index.js';
import { subscriptionForExport } from '#api/modules/subscriptions/index.js';
import { walletPassesForExport } from '#api/modules/wallet/index.js';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Dates as ISO strings, everything else as JSON has it. */
function json(value: unknown): Json {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(json);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, json(inner)]));
  }
  return value === undefined ? null : (value as Json);
}

const record = (value: unknown) => json(value) as Record<string, Json>;
const records = (values: unknown[]) => values.map(record);

/** Everything held about the account, a section per module; never a secret nor anyone else's identity. */
export async function assembleMyData(db: Executor, accountId: string, now: Date): Promise<MyData | undefined> {
  const account = await findAccountById(db, accountId);
  if (!account || account.deletedAt) return undefined;
  const { passwordHash: _hash, deletedAt: _deleted, ...conta } = account;
  const profile = await profileForExport(db, accountId);
  const { subscription, events, cancellations } = await subscriptionForExport(db, accountId);
  const person = await personOf(db, accountId);
  const requests =
    person?.kind === 'dependente'
      ? { subscriptionId: person.subscriptionId, personId: person.personId }
      : { subscriptionId: accountId };
  return {
    geradoEm: now.toISOString(),
    conta: record({ ...conta, temSenha: account.passwordHash !== null }),
    perfil: profile ? record(profile) : null,
    assinatura: subscription ? record(subscription) : null,
    historicoDaAssinatura: records(events),
    cancelamentos: records(cancellations),
    dependentes: records(await dependantsForExport(db, accountId)),
    cobrancas: records(await chargesForExport(db, accountId)),
    reembolsos: records(await refundsForExport(db, accountId)),
    renovacaoAutomatica: records(await autoRenewalsForExport(db, accountId)),
    atendimentos: records(await requestsForExport(db, requests)),
    notificacoes: records(await notificationsForExport(db, accountId)),
    aparelhos: records(await listSessions(db, accountId, now)),
    chavesDeAcesso: records(await passkeysForExport(db, accountId)),
    notificacoesPush: records(await pushDevicesForExport(db, accountId)),
    carteirasDigitais: records(await walletPassesForExport(db, accountId)),
    consentimentos: records((await consentLog(db, accountId)).history),
    parceiro: records(await affiliateAccountForExport(db, accountId)),
  };
}
