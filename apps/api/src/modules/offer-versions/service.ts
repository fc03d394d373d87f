import {
  dateToBr,
  type OfferContent,
  type OfferDiff,
  type OfferDraft,
  type OfferVersion,
  type PublishOfferBody,
} from '@game-assist/contracts';
import { saoPauloDate } from '#api/lib/sao-paulo-date.js';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { HttpError } from '#api/lib/http-errors.js';
import { recordAudit, type AuditContext } from '#api/modules/audit/index.js';
import { applyCatalogue, catalogueContent } from '#api/modules/catalogue/index.js';
import { applyOffer, offerContent } from '#api/modules/offers/index.js';
import * as repo from './repository.js';
import { offerChanges } from './diff.js';
import { draftProblems } from './problems.js';
import { earliestStart, PRICE_NOTICE_DAYS, priceNotice, raisedPrices, type Renewing } from './price-notice.js';

export interface OfferVersionDeps {
  db: Database;
  clock: Clock;
  /** Told when a version comes into force here, so the catalogue in memory is read again. */
  onApplied(): void;
  /** Service requests', handed in by modules.ts: which coverages some request points at. */
  coveragesRequested(db: Executor, coverageIds: string[]): Promise<ReadonlySet<string>>;
  /** Subscriptions', handed in: who renews on a plan or with an add-on whose price rises. */
  renewingWith(db: Executor, planIds: string[], addonSkus: string[]): Promise<Renewing[]>;
  /** Notifications', handed in: the notice in the app and by e-mail, in the publishing transaction. */
  notify(
    tx: Executor,
    accountId: string,
    notice: { title: string; body: string; path?: string; email: 'sempre' },
  ): Promise<void>;
}

/** How far in the past 'Publicar' takes a start (a clock apart, a slow click) as "now". */
const PAST_SLACK_MS = 60_000;
const NO_DRAFT = 'Não há rascunho para publicar: salve as mudanças primeiro.';
const NOT_FOUND = 'Versão não encontrada.';

type Row = Awaited<ReturnType<typeof repo.versionRows>>[number];

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The offer as the tables hold it now: what the first version is made of. */
async function tablesContent(db: Executor): Promise<OfferContent> {
  return { categories: await catalogueContent(db), ...(await offerContent(db)) };
}

async function apply(tx: Executor, row: Row, now: Date) {
  await applyCatalogue(tx, row.content.categories);
  await applyOffer(tx, row.content);
  await repo.updateVersion(tx, row.number, { appliedAt: now });
}

/** The offer's versions (#68): the seed's offer is version 1, a draft is edited, published now or for a date. */
export function createOfferVersions(deps: OfferVersionDeps) {
  const { db, clock, onApplied, coveragesRequested } = deps;
  /** Version 1, from the tables, the first time anyone asks. */
  async function inForce(tx: Executor, now: Date): Promise<Row> {
    const found = await repo.findInForce(tx, now);
    if (found) return found;
    await repo.lockVersions(tx);
    const again = (await repo.findInForce(tx, now)) ?? (await repo.findVersion(tx, 1));
    if (again) return again;
    const first = { content: await tablesContent(tx), publishedAt: now, vigenteDesde: now, appliedAt: now };
    await repo.insertVersion(tx, { number: 1, ...first });
    return (await repo.findVersion(tx, 1)) as Row;
  }

  /** Who a rise in `draft` reaches at renewal; null when it raises no price. */
  async function renewingAfterRise(tx: Executor, draft: OfferContent, current: OfferContent) {
    const { planIds, addonSkus } = raisedPrices(draft, current);
    if (planIds.length === 0 && addonSkus.length === 0) return null;
    return deps.renewingWith(tx, planIds, addonSkus);
  }

  /** What a draft is judged by, read once: the version in force, the draft's problems, who a rise reaches. */
  async function assess(tx: Executor, draft: Row, now: Date) {
    const current = await inForce(tx, now);
    const ids = current.content.categories.flatMap((category) => category.coverages.map((coverage) => coverage.id));
    const requested = await coveragesRequested(tx, ids);
    return {
      current,
      problems: draftProblems(draft.content, current.content, requested),
      renewing: await renewingAfterRise(tx, draft.content, current.content),
    };
  }

  async function draftOf(tx: Executor, now: Date): Promise<OfferDraft> {
    const draft = await repo.findDraft(tx);
    if (!draft) {
      const { number, content } = await inForce(tx, now);
      return { number: null, basedOn: number, updatedAt: null, content, problems: [], priceNotice: null };
    }
    const { current, problems, renewing } = await assess(tx, draft, now);
    return {
      number: draft.number,
      basedOn: draft.basedOn ?? current.number,
      updatedAt: draft.updatedAt.toISOString(),
      content: draft.content,
      problems,
      priceNotice: renewing && { affected: renewing.length, earliest: earliestStart(renewing, now) },
    };
  }

  const versionOf = (row: Row, inForceNumber: number, now: Date): OfferVersion => ({
    number: row.number,
    state: !row.publishedAt
      ? 'rascunho'
      : row.number === inForceNumber
        ? 'em-vigor'
        : row.vigenteDesde && row.vigenteDesde > now
          ? 'agendada'
          : 'anterior',
    vigenteDesde: iso(row.vigenteDesde),
    publishedAt: iso(row.publishedAt),
    publishedBy: row.publishedByEmail,
  });

  async function versions(): Promise<OfferVersion[]> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const current = await inForce(tx, now);
      return (await repo.versionRows(tx)).map((row) => versionOf(row, current.number, now));
    });
  }

  /** The newest version this process has put in its catalogue copy (undefined: not looked yet). */
  let seen: number | null | undefined;

  async function applyDue(): Promise<number> {
    const now = clock.now();
    let applied = 0;
    if ((await repo.dueVersions(db, now)).length > 0) {
      applied = await db.transaction(async (tx) => {
        await repo.lockVersions(tx);
        const due = await repo.dueVersions(tx, now);
        for (const row of due) await apply(tx, row, now);
        return due.length;
      });
    }
    // Another process may have put one in force: this one reads the catalogue again too.
    const latest = await repo.latestApplied(db);
    if (applied > 0 || (seen !== undefined && latest !== seen)) onApplied();
    seen = latest;
    return applied;
  }

  return {
    draft: () => db.transaction((tx) => draftOf(tx, clock.now())),

    async saveDraft(content: OfferContent): Promise<OfferDraft> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const current = await inForce(tx, now);
        await repo.lockVersions(tx);
        const draft = await repo.findDraft(tx);
        if (draft) await repo.updateVersion(tx, draft.number, { content, updatedAt: now });
        else await repo.insertVersion(tx, { content, basedOn: current.number, updatedAt: now });
        return draftOf(tx, now);
      });
    },

    async publish(audit: AuditContext, body: PublishOfferBody): Promise<OfferVersion> {
      const now = clock.now();
      const from = body.vigenteDesde ? new Date(body.vigenteDesde) : now;
      if (from.getTime() < now.getTime() - PAST_SLACK_MS)
        throw new HttpError(422, 'A data de início já passou: escolha agora ou uma data futura.');
      const published = await db.transaction(async (tx) => {
        await inForce(tx, now);
        await repo.lockVersions(tx);
        const draft = await repo.findDraft(tx);
        if (!draft) throw new HttpError(409, NO_DRAFT);
        const { current, problems, renewing: rise } = await assess(tx, draft, now);
        const renewing = rise ?? [];
        if (problems.length > 0)
          throw new HttpError(422, `O rascunho tem ${problems.length} problema(s) a corrigir antes de publicar.`, {
            fields: { problems },
          });
        const vigenteDesde = from < now ? now : from;
        const earliest = earliestStart(renewing, now);
        const startsOn = saoPauloDate(vigenteDesde);
        if (startsOn < earliest)
          throw new HttpError(
            422,
            `Com esta data, há assinantes cuja renovação seria cobrada no novo preço com menos de ${PRICE_NOTICE_DAYS} dias de aviso: escolha a partir de ${dateToBr(earliest)}.`,
          );
        for (const row of renewing)
          await deps.notify(tx, row.accountId, { ...priceNotice(row, draft.content, startsOn), email: 'sempre' });
        await repo.updateVersion(tx, draft.number, {
          publishedAt: now,
          publishedByEmail: audit.actor.email,
          vigenteDesde,
        });
        await recordAudit(
          tx,
          audit,
          {
            action: 'catalogo.publicar',
            target: { type: 'catalogo', id: String(draft.number) },
            after: { vigenteDesde: vigenteDesde.toISOString(), avisados: renewing.length },
          },
          now,
        );
        const row = { ...draft, publishedAt: now, publishedByEmail: audit.actor.email, vigenteDesde };
        if (vigenteDesde > now) return versionOf(row, current.number, now);
        await apply(tx, row, now);
        return versionOf(row, row.number, now);
      });
      if (published.state === 'em-vigor') onApplied();
      return published;
    },

    versions,

    /** Version `n` against the one in force (a draft or a scheduled one) or the one before it (the others). */
    async diff(n: number): Promise<OfferDiff> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const current = await inForce(tx, now);
        const row = await repo.findVersion(tx, n);
        if (!row) throw new HttpError(404, NOT_FOUND);
        const pending = !row.publishedAt || (row.vigenteDesde !== null && row.vigenteDesde > now);
        const against = pending
          ? current
          : (await repo.versionRows(tx)).find((other) => other.number < n && other.publishedAt !== null);
        return {
          number: n,
          against: against?.number ?? null,
          changes: offerChanges(against?.content ?? null, row.content),
        };
      });
    },

    /** Every process's job (every second): every version whose time has come put in force, in order; the catalogue read again when one was. */
    applyDue,
    /** At start: version 1 from the tables the seed filled, when there is none yet. */
    ensureFirst: () => db.transaction(async (tx) => void (await inForce(tx, clock.now()))),
  };
}

export type OfferVersions = ReturnType<typeof createOfferVersions>;
