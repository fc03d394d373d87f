import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAsaas, type FakeAsaas } from '#api/test/fake-asaas.js';
import { checkBrCode } from '../br-code.test-support.js';
import { asaas } from './asaas.js';
import { ProviderError, type ChargeRequest } from './provider.js';

let fake: FakeAsaas;
beforeAll(async () => {
  fake = await startFakeAsaas();
});
afterAll(async () => {
  await fake.close();
});

const request = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  chargeId: '6f1c8a52-3f1e-4a57-9d58-0d3c1c1a2b3c',
  txid: 'GAABCDEFGHJKLMNPQRSTUVWXY',
  method: 'pix',
  amountCents: 12990,
  installments: 1,
  dueDate: '2026-11-26',
  description: 'Game Assist Black (1 ano)',
  payer: { name: 'Ana Souza', email: 'ana@exemplo.com.br', cpf: '52998224725' },
  ...overrides,
});

describe('the Asaas adapter, against a local Asaas', () => {
  it('finds or creates the customer by CPF, creates a PIX payment and reads its PIX code', async () => {
    const provider = asaas({ apiUrl: fake.url, apiKey: fake.apiKey });
    const made = await provider.create(request());
    expect(fake.customers).toHaveLength(1);
    expect(fake.customers[0]).toMatchObject({ cpfCnpj: '52998224725', name: 'Ana Souza', notificationDisabled: true });
    const payment = fake.payments.find((p) => p.id === made.providerPaymentId);
    expect(payment).toMatchObject({ billingType: 'PIX', value: 129.9, externalReference: request().chargeId });
    expect(made.invoiceUrl).toBe(payment?.invoiceUrl);
    expect(checkBrCode(made.copiaECola ?? '').parsed).toMatchObject({ transactionAmount: 129.9 });
    expect(fake.requests.every((r) => r.userAgent === 'GameAssist/1.0')).toBe(true);

    await provider.create(request({ chargeId: 'outra' }));
    expect(fake.customers).toHaveLength(1);
  });

  it('makes a card charge as UNDEFINED with the instalments, for Asaas’s own page', async () => {
    const provider = asaas({ apiUrl: `${fake.url}/`, apiKey: fake.apiKey });
    const made = await provider.create(request({ method: 'cartao', amountCents: 13080, installments: 12 }));
    expect(made.copiaECola).toBeNull();
    expect(made.invoiceUrl).toMatch(/^https:\/\/sandbox\.asaas\.com\/i\//);
    const plan = fake.payments.filter((p) => p.installment === made.providerInstallmentId);
    expect(plan).toHaveLength(12);
    expect(plan[0]).toMatchObject({ billingType: 'UNDEFINED', value: 10.9 });
  });

  it('says why when Asaas refuses, and never sends the key anywhere but its header', async () => {
    const wrongKey = asaas({ apiUrl: fake.url, apiKey: 'chave-errada' });
    await expect(wrongKey.create(request())).rejects.toThrow(ProviderError);
    await expect(wrongKey.create(request())).rejects.toThrow(/401/);
    const refused = asaas({ apiUrl: fake.url, apiKey: fake.apiKey });
    await expect(refused.create(request({ dueDate: '26/11/2026' }))).rejects.toThrow(/Data de vencimento inválida/);
    expect(JSON.stringify(fake.requests)).not.toContain(fake.apiKey);
  });

  it('says so when Asaas does not answer', async () => {
    const gone = asaas({ apiUrl: 'http://127.0.0.1:9/v3', apiKey: fake.apiKey, timeoutMs: 2000 });
    await expect(gone.create(request())).rejects.toThrow(/did not answer/);
  });
});
