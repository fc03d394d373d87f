import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticPix, hasError } from 'pix-utils';

/** A local Asaas (API v3) answering as docs.asaas.com documents (auth, errors, customers, payments, removals, refunds, events). */
export interface FakeAsaas {
  /** ASAAS_API_URL for the app: `http://127.0.0.1:<port>/v3`. */
  url: string;
  apiKey: string;
  customers: AsaasCustomer[];
  payments: AsaasPayment[];
  /** Every request received, in order: method, path and body. */
  requests: { method: string; path: string; body: unknown; userAgent: string | undefined }[];
  /** How many of the next DELETE requests are answered 503, as Asaas does while unavailable. */
  failingRemovals: number;
  /** The body Asaas posts to the webhook when `payment` reaches `event` (PAYMENT_CONFIRMED…). */
  eventFor(payment: AsaasPayment, event: AsaasEventType, sent?: EventTampering): AsaasEvent;
  /** Pix Automático's authorisations made by POST /v3/pix/automatic/authorizations, in order. */
  authorizations: AsaasAuthorization[];
  /** Where `pixAutomatic`'s events are posted, with the webhook's `asaas-access-token`; unset, they are only answered. */
  webhook: { url: string; token: string } | undefined;
  /** What the payer and the bank do (each answers the events in the order Asaas sends them, and posts them to `webhook`). */
  pixAutomatic: PixAutomaticActions;
  close(): Promise<void>;
}

/** Every payment event docs.asaas.com lists ('Eventos para cobranças'), with the payment status it leaves (null: as it was). */
export const ASAAS_EVENT_STATUSES = {
  PAYMENT_CREATED: 'PENDING',
  PAYMENT_AWAITING_RISK_ANALYSIS: 'AWAITING_RISK_ANALYSIS',
  PAYMENT_APPROVED_BY_RISK_ANALYSIS: 'CONFIRMED',
  PAYMENT_REPROVED_BY_RISK_ANALYSIS: 'PENDING',
  PAYMENT_AUTHORIZED: 'AUTHORIZED',
  PAYMENT_UPDATED: null,
  PAYMENT_CONFIRMED: 'CONFIRMED',
  PAYMENT_RECEIVED: 'RECEIVED',
  PAYMENT_CREDIT_CARD_CAPTURE_REFUSED: 'PENDING',
  PAYMENT_ANTICIPATED: null,
  PAYMENT_OVERDUE: 'OVERDUE',
  PAYMENT_DELETED: null,
  PAYMENT_RESTORED: null,
  PAYMENT_REFUNDED: 'REFUNDED',
  PAYMENT_PARTIALLY_REFUNDED: null,
  PAYMENT_REFUND_IN_PROGRESS: 'REFUND_IN_PROGRESS',
  PAYMENT_REFUND_DENIED: null,
  PAYMENT_RECEIVED_IN_CASH_UNDONE: 'PENDING',
  PAYMENT_CHARGEBACK_REQUESTED: 'CHARGEBACK_REQUESTED',
  PAYMENT_CHARGEBACK_DISPUTE: 'CHARGEBACK_DISPUTE',
  PAYMENT_AWAITING_CHARGEBACK_REVERSAL: 'AWAITING_CHARGEBACK_REVERSAL',
  PAYMENT_DUNNING_RECEIVED: 'DUNNING_RECEIVED',
  PAYMENT_DUNNING_REQUESTED: 'DUNNING_REQUESTED',
  PAYMENT_BANK_SLIP_VIEWED: null,
  PAYMENT_CHECKOUT_VIEWED: null,
  PAYMENT_SPLIT_CANCELLED: null,
  PAYMENT_SPLIT_DIVERGENCE_BLOCK: null,
  PAYMENT_SPLIT_DIVERGENCE_BLOCK_FINISHED: null,
} as const;
export type AsaasEventType = keyof typeof ASAAS_EVENT_STATUSES;

/** What a test makes the fake send wrong on purpose: another value or customer, or an older date. */
export interface EventTampering {
  value?: number;
  customer?: string;
  dateCreated?: string;
}

export interface AsaasCustomer {
  object: 'customer';
  id: string;
  name: string;
  cpfCnpj: string;
  email: string | null;
  notificationDisabled: boolean;
}

export interface AsaasPayment {
  object: 'payment';
  id: string;
  dateCreated: string;
  customer: string;
  installment: string | null;
  installmentNumber: number | null;
  value: number;
  netValue: number;
  billingType: string;
  status: string;
  dueDate: string;
  description: string | null;
  externalReference: string | null;
  invoiceUrl: string;
  deleted: boolean;
}

export interface AsaasAuthorization {
  object: 'pixAutomaticAuthorization';
  id: string;
  status: 'CREATED' | 'ACTIVE' | 'CANCELLED' | 'EXPIRED' | 'REFUSED';
  customerId: string;
  contractId: string;
  frequency: string;
  startDate: string;
  value: number;
  description: string | null;
  cancellationReason: string | null;
  immediateQrCode: { payload: string; conciliationIdentifier: string; expirationDate: string; encodedImage: string };
}

/** A payment instruction: a debit of an authorisation, as 'Recuperar uma única instrução de pagamento' describes it. */
export interface AsaasPaymentInstruction {
  id: string;
  status: 'SCHEDULED' | 'REFUSED' | 'CANCELLED' | 'DONE';
  authorizationId: string;
  paymentId: string;
  dueDate: string;
  refusalReason: string | null;
}

/** The `PIX_AUTOMATIC_RECURRING_*` events docs.asaas.com lists ('Eventos para Pix Automático'). */
export const PIX_AUTOMATIC_EVENTS = [
  'PIX_AUTOMATIC_RECURRING_AUTHORIZATION_CREATED',
  'PIX_AUTOMATIC_RECURRING_AUTHORIZATION_ACTIVATED',
  'PIX_AUTOMATIC_RECURRING_AUTHORIZATION_CANCELLED',
  'PIX_AUTOMATIC_RECURRING_AUTHORIZATION_EXPIRED',
  'PIX_AUTOMATIC_RECURRING_AUTHORIZATION_REFUSED',
  'PIX_AUTOMATIC_RECURRING_PAYMENT_INSTRUCTION_CREATED',
  'PIX_AUTOMATIC_RECURRING_PAYMENT_INSTRUCTION_SCHEDULED',
  'PIX_AUTOMATIC_RECURRING_PAYMENT_INSTRUCTION_REFUSED',
  'PIX_AUTOMATIC_RECURRING_PAYMENT_INSTRUCTION_CANCELLED',
] as const;

export interface PixAutomaticActions {
  /** The payer paid the QR code in their bank: the first payment received, then the authorisation active. */
  payerAuthorises(authorizationId?: string): Promise<object[]>;
  /** The payer's bank refused the authorisation; nothing was paid. */
  bankRefuses(authorizationId?: string): Promise<object[]>;
  /** The QR code was never paid. */
  expires(authorizationId?: string): Promise<object[]>;
  /** The payer cancelled it in their bank app. */
  payerCancels(authorizationId?: string): Promise<object[]>;
  /** A debit's instruction was scheduled at the payer's bank. */
  debitScheduled(paymentId?: string): Promise<object[]>;
  /** A debit was taken: PAYMENT_RECEIVED. */
  debitPaid(paymentId?: string): Promise<object[]>;
  /** A debit failed after the day's retries: the instruction refused, the payment overdue. */
  debitFails(paymentId?: string, refusalReason?: string): Promise<object[]>;
}

export interface AsaasEvent {
  id: string;
  event: string;
  dateCreated: string;
  payment: AsaasPayment;
}

const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
const today = () => new Date().toISOString().slice(0, 10);

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, answer?: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(answer === undefined ? '' : JSON.stringify(answer));
}

const invalid = (response: ServerResponse, description: string) =>
  send(response, 400, { errors: [{ code: 'invalid_object', description }] });

export async function startFakeAsaas(apiKey = '$aact_hmlg_chave_de_teste', port = 0): Promise<FakeAsaas> {
  const customers: AsaasCustomer[] = [];
  const payments: AsaasPayment[] = [];
  const requests: FakeAsaas['requests'] = [];
  const authorizations: AsaasAuthorization[] = [];
  const instructions: AsaasPaymentInstruction[] = [];
  // What the test holds: the server's handler reads `failingRemovals` as the test sets it; `url` once it listens.
  const fake: FakeAsaas = {
    url: '',
    apiKey,
    customers,
    payments,
    requests,
    failingRemovals: 0,
    authorizations,
    webhook: undefined,
    pixAutomatic: pixAutomaticActions(),
    eventFor(payment, event, sent = {}) {
      payment.status = ASAAS_EVENT_STATUSES[event] ?? payment.status;
      if (event === 'PAYMENT_DELETED' || event === 'PAYMENT_RESTORED') payment.deleted = event === 'PAYMENT_DELETED';
      const { dateCreated = new Date().toISOString().replace('T', ' ').slice(0, 19), ...changed } = sent;
      return {
        id: `evt_${randomBytes(16).toString('hex')}&${Math.floor(Math.random() * 1e9)}`,
        event,
        dateCreated,
        payment: { ...payment, ...changed },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const eventId = () => `evt_${randomBytes(16).toString('hex')}`;
  const stamp = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

  /** Posts each event to the webhook, in order, when one is set; answers them either way. */
  async function deliver(events: object[]): Promise<object[]> {
    for (const event of fake.webhook ? events : []) {
      await fetch(fake.webhook?.url ?? '', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'asaas-access-token': fake.webhook?.token ?? '' },
        body: JSON.stringify(event),
      });
    }
    return events;
  }

  const authorizationEvent = (authorization: AsaasAuthorization, event: (typeof PIX_AUTOMATIC_EVENTS)[number]) => ({
    id: eventId(),
    event,
    dateCreated: stamp(),
    authorization: { ...authorization },
  });
  const instructionEvent = (instruction: AsaasPaymentInstruction, event: (typeof PIX_AUTOMATIC_EVENTS)[number]) => ({
    id: eventId(),
    event,
    dateCreated: stamp(),
    paymentInstruction: { ...instruction },
  });

  function authorizationOf(id: string | undefined): AsaasAuthorization {
    const found = id ? authorizations.find((a) => a.id === id) : authorizations.at(-1);
    if (!found) throw new Error(`no Pix Automático authorisation ${id ?? ''}`);
    return found;
  }
  function debitOf(paymentId: string | undefined) {
    const instruction = paymentId ? instructions.find((i) => i.paymentId === paymentId) : instructions.at(-1);
    const payment = payments.find((p) => p.id === instruction?.paymentId);
    if (!instruction || !payment) throw new Error(`no Pix Automático debit ${paymentId ?? ''}`);
    return { instruction, payment };
  }

  function pixAutomaticActions(): PixAutomaticActions {
    return {
      payerAuthorises(which) {
        const authorization = authorizationOf(which);
        const payment: AsaasPayment = {
          object: 'payment',
          id: id('pay'),
          dateCreated: today(),
          customer: authorization.customerId,
          installment: null,
          installmentNumber: null,
          value: authorization.value,
          netValue: Math.round(authorization.value * 97) / 100,
          billingType: 'PIX',
          status: 'RECEIVED',
          dueDate: today(),
          description: authorization.description,
          externalReference: null,
          invoiceUrl: `https://sandbox.asaas.com/i/${randomBytes(8).toString('hex')}`,
          deleted: false,
        };
        payments.push(payment);
        authorization.status = 'ACTIVE';
        const received = {
          id: eventId(),
          event: 'PAYMENT_RECEIVED',
          dateCreated: stamp(),
          payment: {
            ...payment,
            pixAutomaticAuthorizationId: authorization.id,
            conciliationIdentifier: authorization.immediateQrCode.conciliationIdentifier,
          },
        };
        return deliver([
          received,
          authorizationEvent(authorization, 'PIX_AUTOMATIC_RECURRING_AUTHORIZATION_ACTIVATED'),
        ]);
      },
      bankRefuses(id) {
        const authorization = authorizationOf(id);
        authorization.status = 'REFUSED';
        return deliver([authorizationEvent(authorization, 'PIX_AUTOMATIC_RECURRING_AUTHORIZATION_REFUSED')]);
      },
      expires(id) {
        const authorization = authorizationOf(id);
        authorization.status = 'EXPIRED';
        return deliver([authorizationEvent(authorization, 'PIX_AUTOMATIC_RECURRING_AUTHORIZATION_EXPIRED')]);
      },
      payerCancels(id) {
        const authorization = authorizationOf(id);
        authorization.status = 'CANCELLED';
        authorization.cancellationReason = 'REQUESTED_BY_PAYER_USER';
        return deliver([authorizationEvent(authorization, 'PIX_AUTOMATIC_RECURRING_AUTHORIZATION_CANCELLED')]);
      },
      debitScheduled(paymentId) {
        const { instruction } = debitOf(paymentId);
        instruction.status = 'SCHEDULED';
        return deliver([instructionEvent(instruction, 'PIX_AUTOMATIC_RECURRING_PAYMENT_INSTRUCTION_SCHEDULED')]);
      },
      debitPaid(paymentId) {
        const { instruction, payment } = debitOf(paymentId);
        instruction.status = 'DONE';
        return deliver([fake.eventFor(payment, 'PAYMENT_RECEIVED')]);
      },
      debitFails(paymentId, refusalReason = 'PAYMENT_OVERDUE') {
        const { instruction, payment } = debitOf(paymentId);
        instruction.status = 'REFUSED';
        instruction.refusalReason = refusalReason;
        return deliver([
          instructionEvent(instruction, 'PIX_AUTOMATIC_RECURRING_PAYMENT_INSTRUCTION_REFUSED'),
          fake.eventFor(payment, 'PAYMENT_OVERDUE'),
        ]);
      },
    };
  }

  function createAuthorization(input: Record<string, unknown>, response: ServerResponse) {
    const customer = customers.find((c) => c.id === input.customerId);
    if (!customer) return invalid(response, 'Cliente inexistente.');
    if (!['WEEKLY', 'MONTHLY', 'QUARTERLY', 'SEMIANNUALLY', 'ANNUALLY'].includes(String(input.frequency)))
      return invalid(response, 'Periodicidade inválida.');
    if (typeof input.contractId !== 'string' || !input.contractId || input.contractId.length > 35)
      return invalid(response, 'O identificador do contrato é obrigatório e tem no máximo 35 caracteres.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(input.startDate))) return invalid(response, 'Data de início inválida.');
    if (typeof input.immediateQrCode !== 'object' || input.immediateQrCode === null)
      return invalid(response, 'O QR Code imediato é obrigatório.');
    const value = Number(input.value);
    if (!(value > 0)) return invalid(response, 'O valor deve ser maior que zero.');
    const conciliationIdentifier = randomBytes(13).toString('hex').slice(0, 25);
    const pix = createStaticPix({
      merchantName: 'ASAAS TESTE',
      merchantCity: 'Joinville',
      pixKey: 'chave-asaas@exemplo.com.br',
      transactionAmount: value,
      txid: conciliationIdentifier,
    });
    if (hasError(pix)) return send(response, 500);
    const authorization: AsaasAuthorization = {
      object: 'pixAutomaticAuthorization',
      id: randomUUID(),
      status: 'CREATED',
      customerId: customer.id,
      contractId: input.contractId,
      frequency: String(input.frequency),
      startDate: String(input.startDate),
      value,
      description: typeof input.description === 'string' ? input.description : null,
      cancellationReason: null,
      immediateQrCode: {
        payload: pix.toBRCode(),
        conciliationIdentifier,
        expirationDate: `${today()} 23:59:59`,
        encodedImage: 'iVBORw0KGgo=',
      },
    };
    authorizations.push(authorization);
    send(response, 200, authorization);
  }

  function createPayment(input: Record<string, unknown>, response: ServerResponse) {
    if (input.pixAutomaticAuthorizationId !== undefined) {
      const authorization = authorizations.find((a) => a.id === input.pixAutomaticAuthorizationId);
      if (authorization?.status !== 'ACTIVE')
        return invalid(response, 'A autorização do Pix Automático não está ativa.');
    }
    const customer = customers.find((c) => c.id === input.customer);
    if (!customer) return invalid(response, 'Cliente inexistente.');
    if (!['PIX', 'BOLETO', 'CREDIT_CARD', 'UNDEFINED'].includes(String(input.billingType)))
      return invalid(response, 'Forma de pagamento inválida.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(input.dueDate))) return invalid(response, 'Data de vencimento inválida.');
    const count = input.installmentCount === undefined ? undefined : Number(input.installmentCount);
    const each = count ? Number(input.installmentValue) : Number(input.value);
    if (!(each > 0)) return invalid(response, 'O valor da cobrança deve ser maior que zero.');
    const installment = count ? randomBytes(16).toString('hex') : null;
    const made: AsaasPayment[] = [];
    for (let number = 1; number <= (count ?? 1); number += 1) {
      const key = randomBytes(8).toString('hex');
      made.push({
        object: 'payment',
        id: id('pay'),
        dateCreated: today(),
        customer: customer.id,
        installment,
        installmentNumber: count ? number : null,
        value: each,
        netValue: Math.round(each * 97) / 100,
        billingType: String(input.billingType),
        status: 'PENDING',
        dueDate: String(input.dueDate),
        description: typeof input.description === 'string' ? input.description : null,
        externalReference: typeof input.externalReference === 'string' ? input.externalReference : null,
        invoiceUrl: `https://sandbox.asaas.com/i/${key}`,
        deleted: false,
      });
    }
    payments.push(...made);
    const [first] = made;
    if (first && typeof input.pixAutomaticAuthorizationId === 'string') {
      instructions.push({
        id: randomUUID(),
        status: 'SCHEDULED',
        authorizationId: input.pixAutomaticAuthorizationId,
        paymentId: first.id,
        dueDate: first.dueDate,
        refusalReason: null,
      });
    }
    send(response, 200, first);
  }

  /** `POST /__fake/pix-automatic/<action>` `{ id? }`: what an e2e in another process asks the payer or bank to do. */
  function answerControl(action: string, body: unknown, response: ServerResponse) {
    const actions = fake.pixAutomatic as unknown as Record<string, ((id?: string) => Promise<object[]>) | undefined>;
    const act = Object.hasOwn(actions, action) ? actions[action] : undefined;
    if (!act) return send(response, 404);
    const id = (body as { id?: unknown } | undefined)?.id;
    act(typeof id === 'string' ? id : undefined).then(
      (events) => send(response, 200, { events }),
      (error: unknown) => send(response, 409, { error: String(error) }),
    );
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const text = await body(request);
      const parsed: unknown = text ? JSON.parse(text) : undefined;
      requests.push({
        method: request.method ?? '',
        path: url.pathname + url.search,
        body: parsed,
        userAgent: request.headers['user-agent'],
      });
      const control = /^\/__fake\/pix-automatic\/([a-zA-Z]+)$/.exec(url.pathname);
      if (request.method === 'POST' && control) return answerControl(control[1] ?? '', parsed, response);
      if (request.headers.access_token !== apiKey) return send(response, 401);
      if (request.method === 'GET' && text) return send(response, 403);
      const input = (parsed ?? {}) as Record<string, unknown>;
      const path = url.pathname;
      if (request.method === 'GET' && path === '/v3/customers') {
        const cpf = url.searchParams.get('cpfCnpj');
        const data = customers.filter((c) => !cpf || c.cpfCnpj === cpf);
        return send(response, 200, {
          object: 'list',
          hasMore: false,
          totalCount: data.length,
          limit: 10,
          offset: 0,
          data,
        });
      }
      if (request.method === 'POST' && path === '/v3/customers') {
        if (typeof input.name !== 'string' || !input.name) return invalid(response, 'O nome do cliente é obrigatório.');
        const customer: AsaasCustomer = {
          object: 'customer',
          id: id('cus'),
          name: input.name,
          cpfCnpj: String(input.cpfCnpj ?? ''),
          email: typeof input.email === 'string' ? input.email : null,
          notificationDisabled: input.notificationDisabled === true,
        };
        customers.push(customer);
        return send(response, 200, customer);
      }
      if (request.method === 'POST' && path === '/v3/payments') return createPayment(input, response);
      if (request.method === 'POST' && path === '/v3/pix/automatic/authorizations')
        return createAuthorization(input, response);
      const authorizationPath = /^\/v3\/pix\/automatic\/authorizations\/([^/]+)$/.exec(path);
      const authorization = authorizations.find((a) => a.id === decodeURIComponent(authorizationPath?.[1] ?? ''));
      if (authorizationPath && !authorization) return send(response, 404);
      if (request.method === 'GET' && authorization) return send(response, 200, authorization);
      if (request.method === 'DELETE' && authorization) {
        if (authorization.status !== 'ACTIVE' && authorization.status !== 'CREATED')
          return invalid(response, 'Só é possível cancelar autorizações ativas.');
        authorization.status = 'CANCELLED';
        authorization.cancellationReason = 'REQUESTED_BY_RECEIVER_USER';
        for (const instruction of instructions.filter((i) => i.authorizationId === authorization.id)) {
          if (instruction.status === 'SCHEDULED') instruction.status = 'CANCELLED';
        }
        return send(response, 200, authorization);
      }
      const refund = /^\/v3\/(payments|installments)\/([^/]+)\/refund$/.exec(path);
      if (request.method === 'POST' && refund) {
        const key = decodeURIComponent(refund[2] ?? '');
        const targets = payments.filter((p) => (refund[1] === 'payments' ? p.id === key : p.installment === key));
        if (targets.length === 0) return send(response, 404);
        if (!targets.some((p) => p.status === 'RECEIVED' || p.status === 'CONFIRMED'))
          return invalid(response, 'Só é possível estornar cobranças recebidas ou confirmadas.');
        for (const target of targets) target.status = 'REFUND_REQUESTED';
        return send(response, 200, targets[0]);
      }
      const removal = /^\/v3\/(payments|installments)\/([^/]+)$/.exec(path);
      if (request.method === 'DELETE' && removal && fake.failingRemovals > 0) {
        fake.failingRemovals -= 1;
        return send(response, 503);
      }
      if (request.method === 'DELETE' && removal) {
        const key = decodeURIComponent(removal[2] ?? '');
        const targets = payments.filter((p) => (removal[1] === 'payments' ? p.id === key : p.installment === key));
        if (targets.length === 0 || targets.some((p) => p.deleted)) return send(response, 404);
        if (targets.some((p) => p.status !== 'PENDING' && p.status !== 'OVERDUE'))
          return invalid(response, 'Só é possível remover cobranças aguardando pagamento ou vencidas.');
        for (const target of targets) target.deleted = true;
        return send(response, 200, { deleted: true, id: key });
      }
      const qr = /^\/v3\/payments\/([^/]+)\/pixQrCode$/.exec(path);
      if (request.method === 'GET' && qr) {
        const payment = payments.find((p) => p.id === decodeURIComponent(qr[1] ?? ''));
        if (!payment) return send(response, 404);
        const pix = createStaticPix({
          merchantName: 'ASAAS TESTE',
          merchantCity: 'Joinville',
          pixKey: 'chave-asaas@exemplo.com.br',
          transactionAmount: payment.value,
          txid: payment.id.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
        });
        if (hasError(pix)) return send(response, 500);
        return send(response, 200, {
          encodedImage: 'iVBORw0KGgo=',
          payload: pix.toBRCode(),
          expirationDate: `${payment.dueDate} 23:59:59`,
        });
      }
      send(response, 404);
    })().catch(() => send(response, 500));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${bound}/v3`;
  return fake;
}
