import { newCardTokenSecret } from '@game-assist/contracts/card-token';
import type { Executor } from '#api/db/client.js';
import { cardRidOf } from '#api/modules/subscriptions/index.js';
import * as repo from './repository.js';

/** A signed-in device's 'Token de atendimento' secret, in its session's transaction; it ends with the session. */
export async function issueDeviceSecret(
  tx: Executor,
  device: { accountId: string; familyId: string; expiresAt: Date },
): Promise<string> {
  const secret = newCardTokenSecret();
  await repo.insertCardTokenDevice(tx, { ...device, secret });
  return secret;
}

/** Sign-out, a revoked session, a deleted person: their devices' tokens stop being accepted. */
export const forgetDeviceSecrets = (tx: Executor, which: { familyId: string } | { accountId: string }) =>
  repo.deleteCardTokenDevices(tx, which);

/** Voids the cards of these subscriptions' active dependants issued until `at`: they share the status. */
export async function revokeDependantCards(tx: Executor, subscriptionIds: string[], at: Date): Promise<void> {
  for (const { rid } of await repo.dependantRidsOf(tx, subscriptionIds)) await repo.revokeRid(tx, rid, at);
}

/** Voids these subscriptions' cards issued until `at`, their dependants' too (the subscriptions module's RevokeCards). */
export async function revokeCards(tx: Executor, accountIds: string[], at: Date): Promise<void> {
  for (const accountId of accountIds) {
    const rid = await cardRidOf(tx, accountId);
    if (rid) await repo.revokeRid(tx, rid, at);
  }
  await revokeDependantCards(tx, accountIds, at);
}
