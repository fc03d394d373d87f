import { z } from 'zod';
import { ProviderError, type AutomaticPix, type ChargeRequest, type PaymentProvider } from './provider.js';

export interface AsaasSettings {
  /** e.g. https://api.asaas.com/v3 (production) or https://api-sandbox.asaas.com/v3. */
  apiUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/** The events that say a payment was made: a card's confirmation, or money received. */
export const ASAAS_PAID_EVENTS: ReadonlySet<string> = new Set(['PAYMENT_CONFIRMED', 'PAYMENT_RECEIVED']);
/** The event that says the money went back to the payer. */
export const ASAAS_REFUNDED_EVENT = 'PAYMENT_REFUNDED';

const customerListSchema = z.object({ data: z.array(z.object({ id: z.string() })) });
const customerSchema = z.object({ id: z.string() });
const paymentSchema = z.object({
  id: z.string(),
  invoiceUrl: z.string().nullish(),
  installment: z.string().nullish(),
});
const pixQrCodeSchema = z.object({ payload: z.string(), expirationDate: z.string().nullish() });
const authorizationSchema = z.object({
  id: z.string(),
  immediateQrCode: z.object({ payload: z.string(), conciliationIdentifier: z.string() }),
});
const errorsSchema = z.object({ errors: z.array(z.object({ description: z.string() })) });

const reais = (cents: number) => Math.round(cents) / 100;

/** Asaas (docs.asaas.com, API v3): customer by CPF, a payment per charge, its PIX code or hosted page. */
export function asaas(settings: AsaasSettings): PaymentProvider {
  const base = settings.apiUrl.replace(/\/+$/, '');

  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: z.ZodType<T>,
    body?: object,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'GameAssist/1.0',
          access_token: settings.apiKey,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderError(`Asaas did not answer ${method} ${path}: ${(error as Error).message}`);
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const described = errorsSchema.safeParse(answer);
      const why = described.success ? described.data.errors.map((e) => e.description).join('; ') : '';
      throw new ProviderError(`Asaas answered ${response.status} to ${method} ${path}${why ? `: ${why}` : ''}`);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new ProviderError(`Asaas answered ${method} ${path} with an unexpected body`);
    return parsed.data;
  }

  async function customerFor(payer: ChargeRequest['payer']): Promise<string> {
    const found = await call('GET', `/customers?cpfCnpj=${payer.cpf}`, customerListSchema);
    if (found.data[0]) return found.data[0].id;
    const created = await call('POST', '/customers', customerSchema, {
      name: payer.name,
      cpfCnpj: payer.cpf,
      email: payer.email,
      // Our own e-mails (receipt, renewal) speak to the subscriber; Asaas's would say it twice.
      notificationDisabled: true,
    });
    return created.id;
  }

  /** Pix Automático, Asaas's 'Jornada 3' (docs.asaas.com 'Pix Automático', decision 032). */
  const automatic: AutomaticPix = {
    async authorise(request) {
      const customerId = await customerFor(request.payer);
      const value = reais(request.amountCents);
      const made = await call('POST', '/pix/automatic/authorizations', authorizationSchema, {
        frequency: request.frequency === 'mensal' ? 'MONTHLY' : 'ANNUALLY',
        // At most 35 characters: the charge's id without its dashes.
        contractId: request.chargeId.replace(/-/g, ''),
        startDate: request.startDate,
        value,
        description: request.description.slice(0, 35),
        customerId,
        immediateQrCode: { expirationSeconds: 30 * 60, originalValue: value },
      });
      return {
        authorizationId: made.id,
        providerCustomerId: customerId,
        copiaECola: made.immediateQrCode.payload,
        conciliationIdentifier: made.immediateQrCode.conciliationIdentifier,
      };
    },
    async debit(request) {
      const payment = await call('POST', '/payments', paymentSchema, {
        customer: request.customerId,
        billingType: 'PIX',
        value: reais(request.amountCents),
        dueDate: request.dueDate,
        description: request.description,
        externalReference: request.chargeId,
        pixAutomaticAuthorizationId: request.authorizationId,
      });
      return { providerPaymentId: payment.id };
    },
    async cancelAuthorisation(authorizationId) {
      await call(
        'DELETE',
        `/pix/automatic/authorizations/${encodeURIComponent(authorizationId)}`,
        z.object({}).loose(),
      );
    },
  };

  return {
    name: 'asaas',
    automatic,
    methods: ['pix', 'cartao'],
    confirmation: 'webhook',
    async create(request) {
      const customer = await customerFor(request.payer);
      const common = {
        customer,
        dueDate: request.dueDate,
        description: request.description,
        externalReference: request.chargeId,
      };
      const payment =
        request.method === 'pix'
          ? await call('POST', '/payments', paymentSchema, {
              ...common,
              billingType: 'PIX',
              value: reais(request.amountCents),
            })
          : await call('POST', '/payments', paymentSchema, {
              ...common,
              // The person chooses on Asaas's page; card numbers never reach us.
              billingType: 'UNDEFINED',
              installmentCount: request.installments,
              installmentValue: reais(request.amountCents / request.installments),
            });
      const pix =
        request.method === 'pix'
          ? await call('GET', `/payments/${encodeURIComponent(payment.id)}/pixQrCode`, pixQrCodeSchema)
          : undefined;
      return {
        providerPaymentId: payment.id,
        providerInstallmentId: payment.installment ?? null,
        providerCustomerId: customer,
        copiaECola: pix?.payload ?? null,
        invoiceUrl: payment.invoiceUrl ?? null,
      };
    },
    async refund(charge) {
      // An instalment plan is refunded whole; a single payment by its id. PAYMENT_REFUNDED follows.
      const path = charge.providerInstallmentId
        ? `/installments/${encodeURIComponent(charge.providerInstallmentId)}/refund`
        : `/payments/${encodeURIComponent(charge.providerPaymentId)}/refund`;
      await call('POST', path, z.object({}).loose(), { description: charge.reason });
    },
    async cancel(charge) {
      const path = charge.providerInstallmentId
        ? `/installments/${encodeURIComponent(charge.providerInstallmentId)}`
        : `/payments/${encodeURIComponent(charge.providerPaymentId)}`;
      await call('DELETE', path, z.object({ deleted: z.literal(true) }).loose());
    },
  };
}
