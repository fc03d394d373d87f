import { newCardTokenSecret } from '@game-assist/contracts/card-token';
import type { Executor } from '#api/db/client.js';
import { cardRidOf, readSubscription, replaceCardRid } from '#api/modules/subscriptions/index.js';
import { personOf, personSeenBy } from './people.js';
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

/**
 * A re-issued member card (#67), in the caller's transaction: the account's own card (a titular's, or a
 * dependant's with their sign-in), or a titular's dependant's (`dependantId`), gets a new rid, and the old
 * rid's cards are void, so an old QR no longer verifies while the next card fetched does. Undefined when
 * the account holds no such card.
 */
export async function reissueCard(tx: Executor, accountId: string, at: Date, dependantId?: string) {
  const viewer = await personOf(tx, accountId);
  const person = viewer ? await personSeenBy(tx, viewer, dependantId) : undefined;
  if (!person) return undefined;
  let old: string | undefined;
  let memberNumber: string;
  if ('dependant' in person) {
    old = person.dependant.cardRid;
    memberNumber = person.dependant.memberNumber;
    await repo.replaceDependantRid(tx, person.personId);
  } else {
    old = await replaceCardRid(tx, accountId);
    memberNumber = (await readSubscription(tx, accountId))?.memberNumber ?? '';
  }
  // No card carries the old rid again: voiding it a second past `at` covers a card issued in that very second.
  if (old) await repo.revokeRid(tx, old, new Date(at.getTime() + 1000));
  return { memberNumber };
}
