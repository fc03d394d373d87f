import {
  parsePixKey,
  PIX_KEY_INVALID_MESSAGE,
  webPaths,
  type AffiliateBioBody,
  type AffiliateInviteBody,
  type AffiliatePayoutBody,
  type AffiliatePortal,
  type AffiliateResults,
  type IndicatorsQuery,
  type OperatorAffiliate,
  type PixKey,
  type PixKeyBody,
  type PrivacyCodeResponse,
} from '@game-assist/contracts';
import type { Database, Executor, Transaction } from '#api/db/client.js';
import { retryOnConflict } from '#api/db/retry.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import { saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { findAccountByEmail, findAccountById } from '#api/modules/accounts/index.js';
import {
  affiliateById,
  allAffiliates,
  replaceAffiliateProfile,
  sharedLinkCode,
} from '#api/modules/affiliates/index.js';
import { recordAudit, type AuditContext } from '#api/modules/audit/index.js';
import { monthsAsked } from '#api/modules/indicators/index.js';
import { privacyCodeMessage, type Outbox } from '#api/modules/mail/index.js';
import { OTP_RESEND_INTERVAL_MS, type OneTimeCodes } from '#api/modules/one-time-codes/index.js';
import { ownStatement, results } from './figures.js';
import { affiliateInviteMessage, payoutRecordedMessage } from './messages.js';
import { maskPixKey } from './pix-mask.js';
import { bioOf, presentPayout, profileWith } from './present.js';
import * as repo from './repository.js';

export interface AffiliatePortalDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  codes: OneTimeCodes;
  publicUrl: string;
}

/** Where the partner's page is on the web app (#71's /Parceiro). */
export const AFFILIATE_PORTAL_WEB_PATH = '/Parceiro';
const NOT_PARTNER = 'Esta conta não é de um parceiro.';
const NOT_FOUND = 'Parceiro não encontrado.';
const BAD_CODE = 'Código inválido ou expirado. Peça um novo.';

/** The affiliate's own page (#71) and the staff's acts on an affiliate, each write in its transaction. */
export function createAffiliatePortal({ db, clock, outbox, codes, publicUrl }: AffiliatePortalDeps) {
  const act = <T>(work: (tx: Transaction, at: Date) => Promise<T>) =>
    retryOnConflict(() => db.transaction((tx) => work(tx, clock.now())));

  /** The account's affiliate row: bound already, or an open invitation to its confirmed address (bound now). */
  async function partnerRow(tx: Transaction, accountId: string, at: Date) {
    const bound = await repo.rowOfAccount(tx, accountId);
    if (bound) return bound;
    const account = await findAccountById(tx, accountId);
    if (!account || account.deletedAt || !account.confirmedAt) throw new HttpError(404, NOT_PARTNER);
    const invitation = await repo.lockOpenInvitation(tx, account.email);
    if (!invitation) throw new HttpError(404, NOT_PARTNER);
    return repo.updateAccountRow(tx, invitation.affiliateId, { accountId, acceptedAt: at });
  }

  async function affiliateOf(tx: Executor, affiliateId: string) {
    const affiliate = await affiliateById(tx, affiliateId);
    if (!affiliate) throw new HttpError(404, NOT_FOUND);
    return affiliate;
  }

  const linkOf = (affiliateId: string, code: string | undefined) => {
    const query = new URLSearchParams({ affiliate: affiliateId, ...(code ? { code } : {}) });
    return `${publicUrl}${webPaths.onboarding}?${query.toString()}`;
  };

  async function present(tx: Executor, row: repo.AffiliateAccountRow): Promise<AffiliatePortal> {
    const affiliate = await affiliateOf(tx, row.affiliateId);
    const code = await sharedLinkCode(tx, row.affiliateId, saoPauloDate(clock.now()));
    const key = row.pixKey && row.pixKeyType ? ({ type: row.pixKeyType, key: row.pixKey } as PixKey) : undefined;
    return {
      affiliateId: affiliate.id,
      name: affiliate.name,
      code: code ?? null,
      link: linkOf(affiliate.id, code),
      bio: {
        live: bioOf(affiliate.profile),
        pending: row.pendingBio ?? null,
        pendingSince: row.pendingBioAt?.toISOString() ?? null,
      },
      pixKey: key ? { type: key.type, masked: maskPixKey(key) } : null,
    };
  }

  /** A partner's own figures are read under its own row: there is no way to name another affiliate. */
  const mine = <T>(accountId: string, read: (row: repo.AffiliateAccountRow, tx: Transaction) => Promise<T>) =>
    act(async (tx, at) => read(await partnerRow(tx, accountId, at), tx));

  async function presentForStaff(tx: Executor, affiliateId: string, name: string): Promise<OperatorAffiliate> {
    const [row] = (await repo.accountRows(tx)).filter((one) => one.affiliateId === affiliateId);
    const payouts = await repo.payoutsOf(tx, affiliateId);
    const code = await sharedLinkCode(tx, affiliateId, saoPauloDate(clock.now()));
    return {
      affiliateId,
      name,
      code: code ?? null,
      account: row
        ? { email: row.email, accepted: row.accountId !== null, invitedAt: row.invitedAt.toISOString() }
        : null,
      pendingBio: row?.pendingBio ?? null,
      hasPixKey: Boolean(row?.pixKey),
      payouts: payouts.map(presentPayout),
    };
  }

  /** The bound partner's receipt of a payout, in the payout's transaction (none while nobody took up the invitation). */
  async function mailPayout(tx: Transaction, affiliateId: string, payout: repo.PayoutRow) {
    const row = await repo.lockAccountRow(tx, affiliateId);
    const account = row?.accountId ? await findAccountById(tx, row.accountId) : undefined;
    if (!account || account.deletedAt) return;
    const portalUrl = `${publicUrl}${AFFILIATE_PORTAL_WEB_PATH}`;
    await outbox.enqueue(
      tx,
      payoutRecordedMessage(account.email, { firstName: account.firstName, ...payout, portalUrl }),
    );
  }

  return {
    portal: (accountId: string) => mine(accountId, (row, tx) => present(tx, row)),

    submitBio: (accountId: string, body: AffiliateBioBody) =>
      act(async (tx, at) => {
        const row = await partnerRow(tx, accountId, at);
        const bio = { name: body.name, photoUrl: body.photoUrl, text: body.text };
        return present(tx, await repo.updateAccountRow(tx, row.affiliateId, { pendingBio: bio, pendingBioAt: at }));
      }),

    async sendPixKeyCode(accountId: string): Promise<PrivacyCodeResponse> {
      await act(async (tx, at) => {
        await partnerRow(tx, accountId, at);
        const account = await findAccountById(tx, accountId);
        if (!account) throw new HttpError(404, NOT_PARTNER);
        const code = await codes.issue(tx, { identifier: account.email, purpose: 'pix-key', accountId });
        await outbox.enqueue(tx, privacyCodeMessage(account.email, account.firstName, code, 'pix-key'));
      });
      return { message: 'Enviamos um código para o seu e-mail.', resendAfterSeconds: OTP_RESEND_INTERVAL_MS / 1000 };
    },

    async setPixKey(accountId: string, body: PixKeyBody): Promise<AffiliatePortal> {
      const key = parsePixKey(body.key);
      if (!key) throw new HttpError(400, PIX_KEY_INVALID_MESSAGE);
      // Redeemed in a transaction of its own: a wrong code's spent try stays spent.
      const redeemed = await act(async (tx, at) => {
        await partnerRow(tx, accountId, at);
        const account = await findAccountById(tx, accountId);
        return account && codes.redeem(tx, { identifier: account.email, code: body.code, purposes: ['pix-key'] });
      });
      if (!redeemed || redeemed.accountId !== accountId) throw new HttpError(400, BAD_CODE);
      return act(async (tx, at) => {
        const row = await partnerRow(tx, accountId, at);
        return present(tx, await repo.updateAccountRow(tx, row.affiliateId, { pixKeyType: key.type, pixKey: key.key }));
      });
    },

    results: (accountId: string, query: IndicatorsQuery): Promise<AffiliateResults> =>
      mine(accountId, (row, tx) => results(tx, row.affiliateId, monthsAsked(query, clock.now()), clock.now())),

    statement: (accountId: string, month: string) =>
      mine(accountId, async (row, tx) => {
        const affiliate = await affiliateOf(tx, row.affiliateId);
        return ownStatement(tx, affiliate, month, clock.now());
      }),

    /** One landing through the link: the day's count goes up; nothing about the visitor is kept. */
    async countVisit(affiliateId: string): Promise<void> {
      await affiliateOf(db, affiliateId);
      await repo.countVisit(db, affiliateId, saoPauloDate(clock.now()));
    },

    /** 'Afiliados': one `afiliado.consultar` per partner shown (LGPD art. 37), written before the answer. */
    async operatorList(audit: AuditContext): Promise<OperatorAffiliate[]> {
      const affiliates = await allAffiliates(db);
      const items = await Promise.all(affiliates.map((one) => presentForStaff(db, one.id, one.name)));
      await act(async (tx, at) => {
        for (const item of items) {
          const target = { type: 'afiliado', id: item.affiliateId };
          await recordAudit(tx, audit, { action: 'afiliado.consultar', target, after: { list: true } }, at);
        }
      });
      return items;
    },

    invite: (ctx: AuditContext, affiliateId: string, { email }: AffiliateInviteBody) =>
      act(async (tx, at) => {
        const affiliate = await affiliateOf(tx, affiliateId);
        const others = (await repo.accountRows(tx)).filter(
          (row) => row.email === email && row.affiliateId !== affiliateId,
        );
        if (others.length > 0) throw new HttpError(409, 'Este e-mail já é de outro parceiro.');
        const account = await findAccountByEmail(tx, email);
        const before = await repo.lockAccountRow(tx, affiliateId);
        const row = await repo.upsertInvitation(tx, { affiliateId, email, invitedBy: ctx.actor.id, invitedAt: at });
        await recordAudit(
          tx,
          ctx,
          {
            action: 'afiliado.convidar',
            target: { type: 'afiliado', id: affiliateId },
            before: before ? { email: before.email, accepted: before.accountId !== null } : null,
            after: { email: row.email, account: Boolean(account && !account.deletedAt) },
          },
          at,
        );
        await outbox.enqueue(
          tx,
          affiliateInviteMessage(email, {
            firstName: account && !account.deletedAt ? account.firstName : '',
            affiliateName: affiliate.name,
            portalUrl: `${publicUrl}${AFFILIATE_PORTAL_WEB_PATH}`,
            signUpUrl: `${publicUrl}${webPaths.signUp}`,
          }),
        );
        return presentForStaff(tx, affiliateId, affiliate.name);
      }),

    approveBio: (ctx: AuditContext, affiliateId: string) =>
      act(async (tx, at) => {
        const affiliate = await affiliateOf(tx, affiliateId);
        const row = await repo.lockAccountRow(tx, affiliateId);
        if (!row?.pendingBio) throw new HttpError(409, 'Não há bio esperando aprovação.');
        const before = bioOf(affiliate.profile);
        const profile = profileWith(affiliate.profile, row.pendingBio);
        await replaceAffiliateProfile(tx, affiliateId, profile);
        await repo.updateAccountRow(tx, affiliateId, { pendingBio: null, pendingBioAt: null });
        await recordAudit(
          tx,
          ctx,
          {
            action: 'afiliado.aprovar-bio',
            target: { type: 'afiliado', id: affiliateId },
            before,
            after: bioOf(profile),
          },
          at,
        );
        return presentForStaff(tx, affiliateId, affiliate.name);
      }),

    /** 'Registrar pagamento': once per end-to-end id; the same record again is the same payout (`created` false). */
    recordPayout: (ctx: AuditContext, affiliateId: string, body: AffiliatePayoutBody) =>
      act(async (tx, at) => {
        await affiliateOf(tx, affiliateId);
        const known = await repo.payoutByEndToEndId(tx, body.endToEndId);
        if (known) {
          const same =
            known.affiliateId === affiliateId &&
            known.month === body.mes &&
            known.amountCents === body.amountCents &&
            known.paidOn === body.paidOn;
          if (!same) throw new HttpError(409, 'Este identificador fim a fim já foi registrado em outro pagamento.');
          return { payout: presentPayout(known), created: false };
        }
        // An open month may be paid ahead (its balance shows what is left); a month not begun has nothing yet.
        if (body.mes > saoPauloDate(at).slice(0, 7)) throw new HttpError(409, `O mês ${body.mes} ainda não começou.`);
        if (body.paidOn > saoPauloDate(at)) throw new HttpError(400, 'A data do pagamento não pode estar no futuro.');
        const row = await repo.insertPayout(tx, {
          affiliateId,
          month: body.mes,
          amountCents: body.amountCents,
          paidOn: body.paidOn,
          endToEndId: body.endToEndId,
          recordedBy: ctx.actor.id,
          recordedAt: at,
        });
        if (!row) throw new HttpError(409, 'Este pagamento acabou de ser registrado: atualize a página.');
        await recordAudit(
          tx,
          ctx,
          {
            action: 'afiliado.registrar-pagamento',
            target: { type: 'afiliado', id: affiliateId },
            after: { month: row.month, amountCents: row.amountCents, paidOn: row.paidOn, endToEndId: row.endToEndId },
          },
          at,
        );
        await mailPayout(tx, affiliateId, row);
        return { payout: presentPayout(row), created: true };
      }),
  };
}

export type AffiliatePortalService = ReturnType<typeof createAffiliatePortal>;
