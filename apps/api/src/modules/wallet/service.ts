import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_PREFIX, apiPaths, webPaths, type PasskitSerials } from '@game-assist/contracts';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import type { Outbox } from '#api/modules/mail/index.js';
import { personOf, personSeenBy } from '#api/modules/membership/index.js';
import { applePassBuffer } from './apple-pass.js';
import type { WalletCredentials } from './credentials.js';
import { genericObject, saveUrl } from './google-wallet.js';
import { needsNewQr, passStateOf, type CardOutcome, type PassState } from './pass-state.js';
import * as repo from './repository.js';
import { apnsRecipient, googleRecipient } from './updates.js';

/** "Updated since" also names passes updated this long before the tag: a late commit is not missed (costs a 304). */
const UPDATED_SINCE_SLACK_MS = 30_000;
const SYNC_PAGE = 200;

export interface WalletDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  credentials: WalletCredentials;
  publicUrl: string;
  /** Keys each pass's authenticationToken (an HMAC of its serial): nothing to store, nothing to leak. */
  tokenKey: string;
  /** Membership's card for a person on a subscription (the titular's view): what every pass follows. */
  cardOf(subscriptionId: string, dependantId: string | null): Promise<CardOutcome>;
}

const NOT_FOUND = 'Carteirinha não encontrada.';
const unavailable = (wallet: string) => `A ${wallet} não está disponível neste servidor.`;
const NOT_HELD = 'Sua carteirinha não está valendo agora: ela vai para a carteira do celular quando voltar a valer.';

export function createWalletService(deps: WalletDeps) {
  const { db, clock, outbox, credentials, tokenKey, cardOf } = deps;
  const origin = new URL(deps.publicUrl).origin;
  const webServiceURL = `${origin}${API_PREFIX}${apiPaths.applePass}`;
  const logoUrl = `${origin}/wallet-logo.png`;

  const authenticationToken = (serial: string) =>
    createHmac('sha256', tokenKey).update(`wallet-pass:${serial}`).digest('base64url');

  function authorises(serial: string, header: string | undefined): boolean {
    const given = Buffer.from(/^ApplePass (\S+)$/i.exec(header ?? '')?.[1] ?? '');
    const expected = Buffer.from(authenticationToken(serial));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  const verifyUrl = (row: repo.PassRow) =>
    row.cardToken ? `${origin}${webPaths.verifyMemberCard}#${row.cardToken}` : null;

  /** Tells each device holding the pass, in the caller's transaction (so only for a change that commits). */
  async function queueUpdates(tx: Executor, row: repo.PassRow): Promise<void> {
    if (row.wallet === 'google') {
      await outbox.enqueueWallet(tx, googleRecipient(row.serial), '');
      return;
    }
    const tokens = new Set((await repo.registrationsOf(tx, row.serial)).map((registration) => registration.pushToken));
    for (const token of tokens) await outbox.enqueueWallet(tx, apnsRecipient(token), '');
  }

  /** Stores the pass's new content and queues its updates; undefined when another process changed it first. */
  async function change(row: repo.PassRow, state: PassState): Promise<repo.PassRow | undefined> {
    return db.transaction(async (tx) => {
      const updated = await repo.updateContent(tx, row, state, clock.now());
      if (updated) await queueUpdates(tx, updated);
      return updated;
    });
  }

  const isStale = (row: repo.PassRow, state: PassState) =>
    state.digest !== row.digest || needsNewQr(row, state, clock.now());

  /** The asking person's pass of `wallet` for the card of `asked` (themself by default), made or brought up to date. */
  async function passFor(wallet: repo.Wallet, accountId: string, asked: string | undefined): Promise<repo.PassRow> {
    const viewer = await personOf(db, accountId);
    const person = viewer ? await personSeenBy(db, viewer, asked) : undefined;
    const outcome = viewer && person ? await cardOf(viewer.subscriptionId, person.personId) : undefined;
    if (!viewer || !person || !outcome) throw new HttpError(404, NOT_FOUND);
    if ('inactive' in outcome) throw new HttpError(403, NOT_HELD);
    const state = passStateOf(outcome, null);
    const existing = await repo.findPassOf(db, wallet, viewer.subscriptionId, person.personId);
    const row =
      existing ??
      (await repo.insertPass(db, {
        serial: randomBytes(16).toString('hex'),
        wallet,
        subscriptionId: viewer.subscriptionId,
        dependantId: person.personId,
        ...state,
        updatedAt: clock.now(),
      }));
    if (!row) throw new Error('wallet pass not stored');
    const current = isStale(row, state) ? ((await change(row, state)) ?? (await repo.findPass(db, row.serial))) : row;
    if (!current) throw new HttpError(404, NOT_FOUND);
    return current;
  }

  function pkpass(row: repo.PassRow) {
    if (!credentials.apple) throw new Error('Apple Wallet is not configured');
    return applePassBuffer(credentials.apple, {
      serial: row.serial,
      authenticationToken: authenticationToken(row.serial),
      webServiceURL,
      face: row.face,
      verifyUrl: verifyUrl(row),
      voidReason: row.voidReason,
      dependant: row.dependantId !== null,
    });
  }

  const googleObject = (row: repo.PassRow) => {
    if (!credentials.google) throw new Error('Google Wallet is not configured');
    return genericObject(credentials.google, {
      serial: row.serial,
      face: row.face,
      verifyUrl: verifyUrl(row),
      voidReason: row.voidReason,
      dependant: row.dependantId !== null,
      logoUrl,
    });
  };

  const ownPass = async (passTypeId: string, serial: string, authorization: string | undefined) => {
    if (!credentials.apple || passTypeId !== credentials.apple.passTypeId) return undefined;
    if (!authorises(serial, authorization)) return undefined;
    const row = await repo.findPass(db, serial);
    return row?.wallet === 'apple' ? row : undefined;
  };

  return {
    options: () => ({ apple: Boolean(credentials.apple), google: Boolean(credentials.google) }),

    /** The signed `.pkpass` of the person's card, and when it last changed. */
    async applePass(accountId: string, asked?: string): Promise<{ file: Buffer; updatedAt: Date }> {
      if (!credentials.apple) throw new HttpError(404, unavailable('Carteira Apple'));
      const pass = await passFor('apple', accountId, asked);
      return { file: await pkpass(pass), updatedAt: pass.updatedAt };
    },

    async googleSaveUrl(accountId: string, asked?: string): Promise<string> {
      if (!credentials.google) throw new HttpError(404, unavailable('Carteira do Google'));
      const pass = await passFor('google', accountId, asked);
      return saveUrl(credentials.google, googleObject(pass), origin, clock.now());
    },

    /** PassKit: 'created' (201), 'known' (200), or undefined (401). */
    async register(
      ids: { deviceLibraryIdentifier: string; passTypeIdentifier: string; serialNumber: string },
      authorization: string | undefined,
      pushToken: string,
    ): Promise<'created' | 'known' | undefined> {
      const row = await ownPass(ids.passTypeIdentifier, ids.serialNumber, authorization);
      if (!row) return undefined;
      const made = await repo.register(db, {
        deviceLibraryId: ids.deviceLibraryIdentifier,
        serial: row.serial,
        pushToken,
        createdAt: clock.now(),
      });
      return made ? 'created' : 'known';
    },

    /** PassKit: true (200) once the device no longer gets the pass's updates; false (401). */
    async unregister(
      ids: { deviceLibraryIdentifier: string; passTypeIdentifier: string; serialNumber: string },
      authorization: string | undefined,
    ): Promise<boolean> {
      const row = await ownPass(ids.passTypeIdentifier, ids.serialNumber, authorization);
      if (!row) return false;
      await repo.unregister(db, ids.deviceLibraryIdentifier, row.serial);
      return true;
    },

    /** PassKit: the device's passes changed since its tag (a time in ms), or null (204) for none. */
    async updatedSerials(
      deviceLibraryIdentifier: string,
      passTypeIdentifier: string,
      passesUpdatedSince: string | undefined,
    ): Promise<PasskitSerials | null> {
      if (!credentials.apple || passTypeIdentifier !== credentials.apple.passTypeId) return null;
      const now = clock.now();
      const since = passesUpdatedSince ? new Date(Number(passesUpdatedSince) - UPDATED_SINCE_SLACK_MS) : undefined;
      const rows = await repo.devicePassesUpdatedSince(db, deviceLibraryIdentifier, since);
      if (rows.length === 0) return null;
      return { serialNumbers: rows.map((row) => row.serial), lastUpdated: String(now.getTime()) };
    },

    /** PassKit: the latest `.pkpass`, 'not-modified' (304) or undefined (401). */
    async latestPass(
      ids: { passTypeIdentifier: string; serialNumber: string },
      authorization: string | undefined,
      ifModifiedSince: string | undefined,
    ): Promise<{ file: Buffer; updatedAt: Date } | 'not-modified' | undefined> {
      const row = await ownPass(ids.passTypeIdentifier, ids.serialNumber, authorization);
      if (!row) return undefined;
      const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
      if (Number.isFinite(since) && Math.floor(row.updatedAt.getTime() / 1000) * 1000 <= since) return 'not-modified';
      return { file: await pkpass(row), updatedAt: row.updatedAt };
    },

    /** Reads every pass's card again and, where it changed or its QR nears its end, stores and queues it (once). */
    async sync(): Promise<number> {
      let after = '';
      let changed = 0;
      const cards = new Map<string, Promise<CardOutcome>>();
      for (;;) {
        const page = await repo.passesAfter(db, after, SYNC_PAGE);
        for (const row of page) {
          const key = `${row.subscriptionId}:${row.dependantId ?? ''}`;
          let card = cards.get(key);
          if (!card) cards.set(key, (card = cardOf(row.subscriptionId, row.dependantId)));
          const state = passStateOf(await card, row.face);
          if (isStale(row, state) && (await change(row, state))) changed += 1;
        }
        const last = page.at(-1);
        if (!last || page.length < SYNC_PAGE) return changed;
        after = last.serial;
      }
    },

    /** Google's object as it is now, for the outbox's PATCH (modules/wallet/updates.ts). */
    async googleObjectOf(serial: string) {
      const row = await repo.findPass(db, serial);
      return row?.wallet === 'google' && credentials.google ? googleObject(row) : undefined;
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
