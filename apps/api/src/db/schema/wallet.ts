import { index, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns.js';
import { accounts } from './accounts.js';

/** What a pass shows, as the card does: nothing else (no e-mail, no CPF). */
export interface PassFace {
  name: string;
  plan: string;
  memberNumber: string;
  status: string;
  /** The instant the cover (paid period and its grace) ends. */
  coverEndsAt: string;
}

/** One pass per person, wallet and subscription: the digest of what it shows, and when that last changed. */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    /** Apple's serialNumber and the tail of Google's object id: random, naming nobody. */
    serial: text('serial').primaryKey(),
    wallet: text('wallet', { enum: ['apple', 'google'] }).notNull(),
    /** The titular's account: the subscription's key. */
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** A dependant's card (membership's row; no key: a deleted one's pass stays, void); null for the titular's. */
    dependantId: uuid('dependant_id'),
    /** SHA-256 of what the pass shows: a different one from the card's source means the pass changed. */
    digest: text('digest').notNull(),
    face: jsonb('face').$type<PassFace>(),
    /** The member card (JWS) its QR holds; null while the card is void. */
    cardToken: text('card_token'),
    cardExpiresAt: timestamptz('card_expires_at'),
    /** Why the card no longer holds, shown on the pass's back; null while it does. */
    voidReason: text('void_reason'),
    updatedAt: timestamptz('updated_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('wallet_passes_person_idx').on(t.wallet, t.subscriptionId, t.dependantId).nullsNotDistinct()],
);

/** A device that keeps an Apple pass and asked for its updates (PassKit web service). */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    serial: text('serial')
      .notNull()
      .references(() => walletPasses.serial, { onDelete: 'cascade' }),
    /** The device's APNs token for this pass type. */
    pushToken: text('push_token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryId, t.serial] }),
    index('wallet_registrations_serial_idx').on(t.serial),
  ],
);
