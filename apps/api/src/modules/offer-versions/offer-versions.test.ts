import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  centavosToBr,
  checkoutOfferSchema,
  dateToBr,
  offerDiffSchema,
  offerDraftSchema,
  offerVersionListSchema,
  type OfferContent,
} from '@game-assist/contracts';
import { ManualClock } from '#api/lib/clock.js';
import { addDays, addMonths, saoPauloDate } from '#api/lib/sao-paulo-date.js';
import { createTestApp, operatorToken, paySubscription, signUpSubscriber, suiteApp } from '#api/test/app.js';
import { createTestDatabase } from '#api/test/database.js';
import { staffMember } from '#api/test/staff.js';

const DAY = 86_400_000;
const TELEMEDICINA = 'telemedicina';
const DENTAL = 'GA-ADDON-DENTAL';
const USED = 'suporte-online';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])("'Catálogo': the offer's versions, the draft, its diff and publishing, on %s (#68)", (_name, postgres) => {
  const context = suiteApp(async () =>
    createTestApp(
      {},
      { clock: new ManualClock('2026-12-03T12:00:00.000Z'), database: await createTestDatabase({ postgres }) },
    ),
  );
  let admin: ReturnType<typeof staffMember> | undefined;
  let current: Promise<string> | undefined;
  const token = () =>
    (current ??= (admin ??= staffMember(context(), 'catalogo@equipe.exemplo.com.br', ['administrador'])).then(
      (m) => m.token,
    ));
  /** After the clock moved past the session's life. */
  const signInAgain = () => (current = admin!.then((m) => m.signIn()));
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, bearer?: string) =>
    context().app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${bearer ?? (await token())}` },
      ...(payload ? { payload } : {}),
    });
  const versions = async () =>
    offerVersionListSchema.parse((await call('GET', '/admin/catalogo/versoes')).json()).items;
  const draft = async () => {
    const answer = await call('GET', '/admin/catalogo/rascunho');
    if (answer.statusCode !== 200) throw new Error(answer.body);
    return offerDraftSchema.parse(answer.json());
  };
  const catalogueRules = async (id: string) => {
    const answer = await context().app.inject({ method: 'GET', url: '/api/coberturas' });
    const coverage = (answer.json() as { categories: { coverages: { _id: string; rules?: unknown }[] }[] }).categories
      .flatMap((category) => category.coverages)
      .find((one) => one._id === id);
    return { etag: answer.headers.etag, rules: coverage?.rules, found: coverage !== undefined };
  };
  const edit = (content: OfferContent, change: (copy: OfferContent) => void) => {
    const copy = structuredClone(content);
    change(copy);
    return copy;
  };
  const coverageOf = (content: OfferContent, id: string) =>
    content.categories.flatMap((category) => category.coverages).find((coverage) => coverage.id === id)!;

  it('starts from the seeded offer as version 1, saves a draft, shows its diff, publishes it now', async () => {
    const start = await draft();
    expect(start).toMatchObject({ number: null, basedOn: 1, updatedAt: null, problems: [] });
    expect(await versions()).toMatchObject([{ number: 1, state: 'em-vigor', publishedBy: null }]);
    const telemedicina = coverageOf(start.content, TELEMEDICINA);
    expect(telemedicina.rules).not.toBeNull();
    expect(start.content.addons.find((addon) => addon.sku === DENTAL)?.yearPriceCents).toBe(5988);

    const changed = edit(start.content, (copy) => {
      coverageOf(copy, TELEMEDICINA).rules!.waiting = { amount: 30, unit: 'dias-uteis' };
      coverageOf(copy, TELEMEDICINA).details.pricing = { withoutCents: 18000, with: { kind: 'desconto', percent: 50 } };
      copy.addons.find((addon) => addon.sku === DENTAL)!.yearPriceCents = 7188;
    });
    const saved = await call('PUT', '/admin/catalogo/rascunho', changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(offerDraftSchema.parse(saved.json())).toMatchObject({ number: 2, basedOn: 1, problems: [] });
    expect(await versions()).toMatchObject([
      { number: 2, state: 'rascunho' },
      { number: 1, state: 'em-vigor' },
    ]);

    const diff = offerDiffSchema.parse((await call('GET', '/admin/catalogo/versoes/2/diff')).json());
    expect(diff.against).toBe(1);
    expect(diff.changes).toEqual([
      {
        path: `Cobertura “${telemedicina.benefitName}” › Carência`,
        before: expect.any(String),
        after: '30 dias úteis',
      },
      {
        path: `Cobertura “${telemedicina.benefitName}” › Sem a assinatura`,
        before: 'R$\u00a0150,00',
        after: 'R$\u00a0180,00',
      },
      {
        path: `Cobertura “${telemedicina.benefitName}” › Com a assinatura`,
        before: 'incluído (1 por mês)',
        after: '50 % de desconto',
      },
      { path: 'Adicional “Odontológico” › Preço por ano', before: 'R$\u00a059,88', after: 'R$\u00a071,88' },
    ]);

    const before = await catalogueRules(TELEMEDICINA);
    const published = await call('POST', '/admin/catalogo/publicar', {});
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toMatchObject({
      number: 2,
      state: 'em-vigor',
      publishedBy: 'catalogo@equipe.exemplo.com.br',
    });
    const after = await catalogueRules(TELEMEDICINA);
    expect(after.etag).not.toBe(before.etag);
    expect(after.rules).toMatchObject({ waiting: { amount: 30, unit: 'dias-uteis' } });
    const subscriber = await signUpSubscriber(context(), `oferta.${postgres ? 'pg' : 'lite'}@exemplo.com.br`);
    const offer = await context().app.inject({
      method: 'GET',
      url: '/api/assinatura/oferta',
      headers: { authorization: `Bearer ${subscriber.access_token}` },
    });
    expect(checkoutOfferSchema.parse(offer.json()).addOns.find((addon) => addon.sku === DENTAL)?.amount).toBe(7188);
    const entries = (await context().database.db.execute(
      sql`select target_id, after from audit_log where action = 'catalogo.publicar'`,
    )) as unknown as { rows: { target_id: string; after: { vigenteDesde: string } }[] };
    const holders = (await context().database.db.execute(
      sql`select count(*)::int as n from subscriptions where ${DENTAL} = any(add_ons) and status = 'ativa'`,
    )) as unknown as { rows: { n: number }[] };
    expect(entries.rows).toEqual([
      { target_id: '2', after: { vigenteDesde: '2026-12-03T12:00:00.000Z', avisados: holders.rows[0]?.n } },
    ]);
    expect((await draft()).number).toBeNull();
  });

  it('publishes for a later date: scheduled until then, in force once the job runs after it', async () => {
    const current = await draft();
    const plan = current.content.plans[0]!;
    const pricier = edit(current.content, (copy) => {
      copy.plans[0]!.pixPriceCents = plan.pixPriceCents + 1000;
    });
    expect((await call('PUT', '/admin/catalogo/rascunho', pricier)).statusCode).toBe(200);
    const when = new Date(context().clock.now().getTime() + DAY).toISOString();
    const scheduled = await call('POST', '/admin/catalogo/publicar', { vigenteDesde: when });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduled.json()).toMatchObject({ state: 'agendada', vigenteDesde: when });
    const number = scheduled.json().number as number;
    const diff = offerDiffSchema.parse((await call('GET', `/admin/catalogo/versoes/${number}/diff`)).json());
    expect(diff.changes.map((change) => change.path)).toEqual([`Plano “${plan.name}” › Preço no PIX`]);

    expect(await context().modules.offerVersions.applyDue()).toBe(0);
    expect((await draft()).content.plans[0]!.pixPriceCents).toBe(plan.pixPriceCents);
    context().clock.advance(DAY + 1000);
    expect(await context().modules.offerVersions.applyDue()).toBe(1);
    await signInAgain();
    const states = await versions();
    expect(states.find((version) => version.number === number)?.state).toBe('em-vigor');
    expect(states.find((version) => version.number === number - 1)?.state).toBe('anterior');
    const row = (await context().database.db.execute(
      sql`select pix_price_cents, pix_price from plans where id = ${plan.id}`,
    )) as unknown as { rows: { pix_price_cents: number; pix_price: string }[] };
    expect(row.rows[0]?.pix_price_cents).toBe(plan.pixPriceCents + 1000);
    expect(row.rows[0]?.pix_price).toMatch(/à vista no PIX$/);
  });

  it('refuses what cannot be published: a bad body, no draft, a past date', async () => {
    const current = await draft();
    const zero = edit(current.content, (copy) => {
      copy.plans[0]!.pixPriceCents = 0;
    });
    const bad = await call('PUT', '/admin/catalogo/rascunho', zero);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('O preço deve ser maior que zero.');
    expect((await call('POST', '/admin/catalogo/publicar', {})).statusCode).toBe(409);
    expect((await call('PUT', '/admin/catalogo/rascunho', current.content)).statusCode).toBe(200);
    const past = await call('POST', '/admin/catalogo/publicar', {
      vigenteDesde: new Date(context().clock.now().getTime() - DAY).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toMatch(/já passou/);
  });

  it('deactivates a coverage left out that nobody used; one a request points at must stay (422 listing it)', async () => {
    const ctx = context();
    const person = await signUpSubscriber(ctx, `usou.${postgres ? 'pg' : 'lite'}@exemplo.com.br`);
    await paySubscription(ctx, person.access_token);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/atendimentos',
      headers: { authorization: `Bearer ${person.access_token}`, 'idempotency-key': crypto.randomUUID() },
      payload: { coverageId: USED },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const current = await draft();
    const unused = current.content.categories.at(-1)!.coverages.at(-1)!.id;
    expect(unused).not.toBe(USED);
    const leaveOut = (ids: string[]) =>
      edit(current.content, (copy) => {
        for (const category of copy.categories)
          category.coverages = category.coverages.filter((coverage) => !ids.includes(coverage.id));
      });
    const saved = offerDraftSchema.parse(
      (await call('PUT', '/admin/catalogo/rascunho', leaveOut([USED, unused]))).json(),
    );
    expect(saved.problems).toEqual([
      { path: `cobertura ${USED}`, message: expect.stringMatching(/já foi usada por assinantes: desative-a/) },
    ]);
    const refused = await call('POST', '/admin/catalogo/publicar', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ problems: saved.problems });

    expect((await call('PUT', '/admin/catalogo/rascunho', leaveOut([unused]))).statusCode).toBe(200);
    expect((await call('POST', '/admin/catalogo/publicar', {})).statusCode).toBe(201);
    expect((await catalogueRules(unused)).found).toBe(false);
    expect((await catalogueRules(USED)).found).toBe(true);
    expect(coverageOf((await draft()).content, unused)).toBeUndefined();
    const stored = (await ctx.database.db.execute(
      sql`select active from coverages where id = ${unused}`,
    )) as unknown as { rows: { active: boolean }[] };
    expect(stored.rows).toEqual([{ active: false }]);
  });

  it("keeps a subscription's limits and waiting periods as it was sold until it is paid again", async () => {
    const ctx = context();
    const label = postgres ? 'pg' : 'lite';
    const ask = (bearer: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/atendimentos',
        headers: { authorization: `Bearer ${bearer}`, 'idempotency-key': crypto.randomUUID() },
        payload: { coverageId: USED },
      });
    const before = await signUpSubscriber(ctx, `antes.${label}@exemplo.com.br`);
    await paySubscription(ctx, before.access_token);
    const current = await draft();
    expect(coverageOf(current.content, USED).rules?.waiting).toBeNull();
    const waiting = edit(current.content, (copy) => {
      coverageOf(copy, USED).rules!.waiting = { amount: 5, unit: 'dias-uteis' };
    });
    expect((await call('PUT', '/admin/catalogo/rascunho', waiting)).statusCode).toBe(200);
    const published = await call('POST', '/admin/catalogo/publicar', {});
    expect(published.statusCode, published.body).toBe(201);
    const after = await signUpSubscriber(ctx, `depois.${label}@exemplo.com.br`);
    await paySubscription(ctx, after.access_token);

    expect((await ask(before.access_token)).statusCode).toBe(201);
    const refused = await ask(after.access_token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reason: 'carencia' });
    const versionsOf = (await ctx.database.db.execute(
      sql`select account_id, offer_version from subscriptions where account_id in (${before.user.id}, ${after.user.id})`,
    )) as unknown as { rows: { account_id: string; offer_version: number }[] };
    const byAccount = new Map(versionsOf.rows.map((row) => [row.account_id, row.offer_version]));
    expect(byAccount.get(after.user.id)).toBe(published.json().number);
    expect(byAccount.get(before.user.id)).toBe(published.json().number - 1);

    // Its renewal, paid, moves it to the version in force then.
    const { db } = ctx.database;
    await db.execute(
      sql`update subscriptions set paid_until = ${addDays(saoPauloDate(ctx.clock.now()), 5)} where account_id = ${before.user.id}`,
    );
    await ctx.modules.subscriptions.runBillingCycle();
    const renewal = (await db.execute(
      sql`select id from charges where account_id = ${before.user.id} and kind = 'renovacao' and status = 'pendente'`,
    )) as unknown as { rows: { id: string }[] };
    expect(renewal.rows).toHaveLength(1);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/operador/cobrancas/${renewal.rows[0]!.id}/confirmar`,
      headers: { authorization: `Bearer ${await operatorToken(ctx)}` },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const renewed = (await db.execute(
      sql`select offer_version from subscriptions where account_id = ${before.user.id}`,
    )) as unknown as { rows: { offer_version: number }[] };
    expect(renewed.rows[0]?.offer_version).toBe(published.json().number);
  });

  it('tells everyone a price rise reaches at renewal, and refuses a start that would tell one too late', async () => {
    const ctx = context();
    const label = postgres ? 'pg' : 'lite';
    const soon = await signUpSubscriber(ctx, `renova.${label}@exemplo.com.br`);
    await paySubscription(ctx, soon.access_token);
    const later = await signUpSubscriber(ctx, `renova.depois.${label}@exemplo.com.br`);
    await paySubscription(ctx, later.access_token);
    // E-mail copies off: the law's notice is mailed all the same.
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notificacoes/preferencias',
      headers: { authorization: `Bearer ${later.access_token}` },
      payload: { email: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const today = saoPauloDate(ctx.clock.now());
    // Renewed in 20 days: its renewal is charged in 10, inside the 30 days' notice.
    await ctx.database.db.execute(
      sql`update subscriptions set paid_until = ${addDays(today, 20)} where account_id = ${soon.user.id}`,
    );
    const current = await draft();
    const plan = current.content.plans[0]!;
    const rise = edit(current.content, (copy) => {
      copy.plans[0]!.pixPriceCents = plan.pixPriceCents + 2000;
    });
    const saved = offerDraftSchema.parse((await call('PUT', '/admin/catalogo/rascunho', rise)).json());
    const counted = (await ctx.database.db.execute(
      sql`select count(*)::int as n from subscriptions
          where status in ('ativa', 'em-atraso') and paid_until is not null and cancels_on is null`,
    )) as unknown as { rows: { n: number }[] };
    const earliest = addDays(today, 11);
    expect(saved.priceNotice).toEqual({ affected: counted.rows[0]?.n, earliest });
    expect(saved.priceNotice?.affected).toBeGreaterThanOrEqual(2);

    const tooSoon = await call('POST', '/admin/catalogo/publicar', {});
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().message).toContain(`a partir de ${earliest.split('-').reverse().join('/')}`);
    const published = await call('POST', '/admin/catalogo/publicar', { vigenteDesde: `${earliest}T12:00:00-03:00` });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toMatchObject({ state: 'agendada' });

    const told = (await ctx.database.db.execute(
      sql`select account_id, body from notifications
          where title = 'O preço da sua assinatura vai mudar' and created_at >= ${ctx.clock.now()}`,
    )) as unknown as { rows: { account_id: string; body: string }[] };
    expect(told.rows).toHaveLength(saved.priceNotice!.affected);
    const bodyOf = (id: string) => told.rows.find((row) => row.account_id === id)?.body;
    const price = `${centavosToBr(plan.pixPriceCents + 2000)} no PIX`;
    expect(bodyOf(soon.user.id)).toContain(`renovação de ${dateToBr(addMonths(addDays(today, 20), 12))}`);
    expect(bodyOf(later.user.id)).toContain(`renovação de ${dateToBr(addMonths(today, 12))}`);
    expect(bodyOf(later.user.id)).toContain(price);
    const mailed = (await ctx.database.db.execute(
      sql`select count(*)::int as n from mail_outbox
          where recipient = ${`renova.depois.${label}@exemplo.com.br`}
            and subject = 'O preço da sua assinatura vai mudar - Game Assist'`,
    )) as unknown as { rows: { n: number }[] };
    expect(mailed.rows[0]?.n).toBe(1);
  });

  it('adds an add-on: published, new checkouts are offered it at its price', async () => {
    const ctx = context();
    const current = await draft();
    const more = edit(current.content, (copy) => {
      copy.addons.push({
        sku: 'GA-ADDON-PET',
        name: 'Pet',
        description: 'Consultas veterinárias.',
        yearPriceCents: 4788,
        active: true,
      });
    });
    const saved = offerDraftSchema.parse((await call('PUT', '/admin/catalogo/rascunho', more)).json());
    expect(saved.problems).toEqual([]);
    const diff = offerDiffSchema.parse((await call('GET', `/admin/catalogo/versoes/${saved.number}/diff`)).json());
    expect(diff.changes).toContainEqual({ path: 'Adicional “Pet”', before: null, after: 'Incluído' });
    expect((await call('POST', '/admin/catalogo/publicar', {})).statusCode).toBe(201);
    const buyer = await signUpSubscriber(ctx, `pet.${postgres ? 'pg' : 'lite'}@exemplo.com.br`);
    const offer = await ctx.app.inject({
      method: 'GET',
      url: '/api/assinatura/oferta',
      headers: { authorization: `Bearer ${buyer.access_token}` },
    });
    expect(checkoutOfferSchema.parse(offer.json()).addOns).toContainEqual(
      expect.objectContaining({ sku: 'GA-ADDON-PET', name: 'Pet', amount: 4788 }),
    );
  });

  it('is for the administrador only', async () => {
    const { token: financeiro } = await staffMember(context(), 'caixa.catalogo@equipe.exemplo.com.br', ['financeiro']);
    const refused = await call('GET', '/admin/catalogo/rascunho', undefined, financeiro);
    expect(refused.statusCode).toBe(403);
  });
});
