import { EMPTY_COVERAGE_DETAILS } from '@game-assist/contracts/rules';
import type {
  AutoRenewal,
  Charge,
  CheckoutOffer,
  Coverage,
  CoverageRules,
  Dependant,
  DependantList,
  ServiceRequestDetail,
  Subscriber,
  Subscription,
} from '@game-assist/contracts/schemas';

/** A charge waiting for its PIX code's payment (a year's, R$ 129,90 unless given). */
export const pendingPixChargeFixture = (fields: Partial<Charge> = {}): Charge => ({
  id: 'c0000000-0000-4000-8000-000000000004',
  amount: 12990,
  currency: 'BRL',
  method: 'pix',
  status: 'pendente',
  createdAt: '2026-11-27T08:00:00.000Z',
  expiresAt: '2099-12-03T02:59:59.000Z',
  paidAt: null,
  pix: { copiaECola: '00020126580014br.gov.bcb.pix0136chave6304ABCD' },
  invoiceUrl: null,
  periodMonths: 12,
  automatic: false,
  periodFrom: null,
  ...fields,
});

/** A coverage with every optional field empty, and the given fields set. */
export function coverageFixture(fields: Partial<Coverage> = {}): Coverage {
  return {
    _id: 'coverage',
    benefitName: '',
    ...EMPTY_COVERAGE_DETAILS,
    ...fields,
  };
}

/** Coverage rules of `count` uses a period, after `waiting` (48 business hours unless given), answered in 5 business days. */
export const quantityRulesFixture = (
  count: number,
  period: 'mes' | 'ano',
  per: 'pessoa' | 'assinatura',
  waiting: CoverageRules['waiting'] = { amount: 48, unit: 'horas-uteis' },
): CoverageRules => ({ usage: { kind: 'quantidade', count, period, per }, waiting, responseDays: 5 });

/** A subscriber record as GET /assinante answers it. */
export const SUBSCRIBER: Subscriber = {
  nome: 'Maria Lima',
  telefone: '(11) 98765-4321',
  email: 'maria@example.com',
  nascimento: '1990-05-17',
  endereco: 'Rua das Flores, 123',
  avatar: null,
  telefoneVerificado: false,
  titular: null,
};

/** A dependant as GET /dependentes lists them: a child, Lia, unless `fields` say otherwise. */
export const dependantFixture = (fields: Partial<Dependant> = {}): Dependant => ({
  id: '0b8e2a57-4d3f-4a43-9d7e-7a0e7e1f9a11',
  nome: 'Lia Souza',
  nascimento: '2015-03-10',
  cpf: '529.982.247-25',
  parentesco: 'filho',
  memberNumber: '7019123456789012',
  incluidoEm: '2026-11-25T12:00:00.000Z',
  adulto: false,
  acesso: { estado: 'sem-acesso', email: null },
  ...fields,
});

export const dependantListFixture = (items: Dependant[]): DependantList => ({ items, max: 4, incluidosNoPlano: true });

/** The titular's subscription as GET /assinatura answers it. */
export const SUBSCRIPTION: Subscription = {
  plan: { id: 'plan-black', name: 'Game Assist Black', type: 'Black', description: '', benefits: [] },
  addOns: [],
  status: 'ativa',
  paidUntil: '2027-11-26',
  since: '2026-01-05',
  memberNumber: '7019000000000004',
  affiliate: null,
  cancellation: null,
};

/** /Assinar's offer: the year by PIX, 12 card instalments, and PIX Automático (a provider is configured). */
export const CHECKOUT_OFFER: CheckoutOffer = {
  plan: { id: 'plan-black', name: 'Game Assist Black' },
  pix: { amount: 12990 },
  card: { installments: 12, installmentAmount: 1090, amount: 13080, unavailableReason: null },
  pixAutomatico: { mensal: { amount: 1090, months: 12 }, anual: { amount: 12990 }, unavailableReason: null },
  addOns: [],
};

/** A monthly PIX Automático authorisation in force: R$ 10,90 on 03/01/2027, to be turned off by 02/01/2027. */
export const autoRenewalFixture = (fields: Partial<AutoRenewal> = {}): AutoRenewal => ({
  status: 'ativa',
  method: 'pix-automatico',
  frequency: 'mensal',
  nextDebitOn: '2027-01-03',
  nextDebitAmount: 1090,
  cutOff: '2027-01-02',
  lastDebit: null,
  ...fields,
});

/** A service request as GET /atendimentos/{id} answers it: opened on 25/11 for Suporte Online, unless `fields` say otherwise. */
export const serviceRequestFixture = (fields: Partial<ServiceRequestDetail> = {}): ServiceRequestDetail => ({
  id: '0b8e2a57-4d3f-4a43-9d7e-7a0e7e1f9a11',
  protocol: '2026-000042',
  status: 'aberto',
  coverage: { id: 'suporte-online', benefitName: 'Suporte Online' },
  createdAt: '2026-11-25T12:00:00.000Z',
  preferredAt: null,
  note: null,
  deadline: '2026-12-02',
  deadlineState: 'no-prazo',
  history: [{ kind: 'status', status: 'aberto', at: '2026-11-25T12:00:00.000Z', by: 'assinante', note: null }],
  ...fields,
});
