import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, date } from 'drizzle-orm/pg-core';
import type { AutoRenewalFrequency, AutoRenewalStatus, ChargeStatus, PaymentMethod } from '@game-assist/contracts';
import { createdAt, timestamptz } from '../columns.js';
import { accounts } from './accounts.js';

// Spelled out: drizzle-kit loads this file without the contracts' build.
const CHARGE_STATUSES = [
  'pendente',
  'paga',
  'expirada',
  'cancelada',
  'reembolso-pendente',
  'reembolsada',
  'contestada',
] as const satisfies readonly ChargeStatus[];
const PAYMENT_METHODS = ['pix', 'cartao'] as const satisfies readonly PaymentMethod[];

export const PROVIDER_NAME_VALUES = ['pix-manual', 'asaas'] as const;

/** What a charge was made of, kept so receipts, refunds and commissions derive from it. */
export interface ChargeItem {
  sku: string;
  name: string;
  amountCents: number;
}

/** One charge: priced by the server in centavos, made by a provider, paid once; refunds and commissions point here. */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['adesao', 'renovacao'] }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    provider: text('provider', { enum: PROVIDER_NAME_VALUES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: ['BRL'] })
      .notNull()
      .default('BRL'),
    installments: integer('installments').notNull().default(1),
    items: jsonb('items').$type<ChargeItem[]>().notNull(),
    planId: text('plan_id').notNull(),
    addOns: text('add_ons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The affiliate of the subscription when the charge was made: whose commission it may earn. */
    affiliateId: text('affiliate_id'),
    status: text('status', { enum: CHARGE_STATUSES }).notNull().default('pendente'),
    /** The BR Code's txid (field 62): how an operator finds the charge in a bank statement. */
    txid: text('txid').notNull().unique(),
    copiaECola: text('copia_e_cola'),
    invoiceUrl: text('invoice_url'),
    providerPaymentId: text('provider_payment_id'),
    providerInstallmentId: text('provider_installment_id'),
    /** The provider's customer the payment was made for: an event naming another is refused. */
    providerCustomerId: text('provider_customer_id'),
    /** The payer's CPF (11 digits), as the provider needs it for this charge and its renewals. */
    payerCpf: text('payer_cpf').notNull(),
    /** A renewal's subscription end it renews: one renewal charge per period, whatever the processes. */
    renewsPaidUntil: date('renews_paid_until', { mode: 'string' }),
    idempotencyKey: text('idempotency_key'),
    fingerprint: text('fingerprint'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    paidAt: timestamptz('paid_at'),
    /** The operator who confirmed a built-in PIX charge; null when a provider did. */
    confirmedBy: uuid('confirmed_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The months a payment of it covers: 12 for a year, 1 for a PIX Automático month (#69). */
    periodMonths: integer('period_months').notNull().default(12),
    /** PIX Automático (#69): the authorisation whose first payment or debit this is. */
    autoRenewalId: uuid('auto_renewal_id'),
    /** A debit: the paid-until it renews (kept when a failure frees `renewsPaidUntil` for the retry), its day, its try (1, 2). */
    debitFor: date('debit_for', { mode: 'string' }),
    debitDueOn: date('debit_due_on', { mode: 'string' }),
    debitAttempt: integer('debit_attempt'),
  },
  (t) => [
    uniqueIndex('charges_idempotency_idx').on(t.accountId, t.idempotencyKey),
    uniqueIndex('charges_renewal_idx').on(t.accountId, t.renewsPaidUntil),
    index('charges_account_seq_idx').on(t.accountId, t.seq),
    index('charges_status_seq_idx').on(t.status, t.seq),
    index('charges_provider_payment_idx').on(t.providerPaymentId),
    uniqueIndex('charges_seq_idx').on(t.seq),
    index('charges_payer_cpf_idx').on(t.payerCpf),
    index('charges_paid_at_idx')
      .on(t.paidAt, t.method, t.amountCents)
      .where(sql`paid_at is not null`),
    index('charges_period_paid_at_idx')
      .on(t.periodMonths, t.paidAt, t.amountCents)
      .where(sql`paid_at is not null`),
  ],
);

// Spelled out, as above (rules/subscriptions.ts AUTO_RENEWAL_STATUSES).
const AUTO_RENEWAL_STATUS_VALUES = [
  'pendente',
  'ativa',
  'recusada',
  'cancelada-pelo-pagador',
  'desativada',
  'expirada',
] as const satisfies readonly AutoRenewalStatus[];
const AUTO_RENEWAL_FREQUENCY_VALUES = ['mensal', 'anual'] as const satisfies readonly AutoRenewalFrequency[];

/** A PIX Automático authorisation (#69, decision 032): made with its first charge, moved by the provider's events. */
export const autoRenewals = pgTable(
  'auto_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: AUTO_RENEWAL_FREQUENCY_VALUES }).notNull(),
    status: text('status', { enum: AUTO_RENEWAL_STATUS_VALUES }).notNull().default('pendente'),
    provider: text('provider', { enum: PROVIDER_NAME_VALUES }).notNull(),
    providerAuthorizationId: text('provider_authorization_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    conciliationIdentifier: text('conciliation_identifier'),
    /** The charge its QR code pays: the first period. */
    firstChargeId: uuid('first_charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    activatedAt: timestamptz('activated_at'),
    endedAt: timestamptz('ended_at'),
    /** Ended here (the subscriber, a cancellation) and not yet cancelled at the provider: the billing cycle asks again. */
    providerCancelDue: boolean('provider_cancel_due').notNull().default(false),
  },
  (t) => [index('auto_renewals_account_idx').on(t.accountId, t.createdAt)],
);

export const CHARGE_EVENT_TYPES = [
  'criada',
  'paga',
  'expirada',
  'cancelada',
  'falhou',
  'reembolso-pedido',
  'reembolsada',
  'contestada',
] as const;

/** Every change of a charge: when, what, who or what caused it. */
export const chargeEvents = pgTable(
  'charge_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CHARGE_EVENT_TYPES }).notNull(),
    actor: text('actor', { enum: ['assinante', 'operador', 'provedor', 'sistema'] }).notNull(),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('charge_events_charge_idx').on(t.chargeId, t.id)],
);

/** Every event a provider sent, as received, once per event id: a repeat is recorded as seen, never applied twice. */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider', { enum: PROVIDER_NAME_VALUES }).notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    providerPaymentId: text('provider_payment_id'),
    chargeId: uuid('charge_id').references(() => charges.id, { onDelete: 'set null' }),
    /** What was done with it: applied, seen already paid, or not ours. */
    outcome: text('outcome', {
      enum: ['aplicado', 'sem-efeito', 'desconhecido', 'recusado', 'fora-de-ordem'],
    }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [uniqueIndex('provider_events_event_idx').on(t.provider, t.eventId)],
);

/** A refund due on a paid charge: to the payer's PIX key, made by an operator or asked of the provider. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    chargeId: uuid('charge_id')
      .notNull()
      .unique()
      .references(() => charges.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    pixKey: text('pix_key').notNull(),
    status: text('status', { enum: ['pendente', 'concluido'] })
      .notNull()
      .default('pendente'),
    protocol: text('protocol'),
    requestedAt: timestamptz('requested_at').notNull(),
    /** Null until the provider (Asaas) accepted the refund: the billing cycle asks again. */
    providerAskedAt: timestamptz('provider_asked_at'),
    completedAt: timestamptz('completed_at'),
    completedBy: uuid('completed_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('refunds_status_seq_idx').on(t.status, t.seq)],
);

/** A paid charge's commission and its reversal on refund (negative), one of each at most per charge. */
export const commissions = pgTable(
  'commissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    affiliateId: text('affiliate_id').notNull(),
    kind: text('kind', { enum: ['comissao', 'estorno'] }).notNull(),
    baseCents: integer('base_cents').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** yyyy-mm in São Paulo: the statement it belongs to. */
    month: text('month').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    uniqueIndex('commissions_charge_kind_idx').on(t.chargeId, t.kind),
    index('commissions_month_idx').on(t.month),
  ],
);
