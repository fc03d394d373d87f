import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAsaas, type FakeAsaas } from './fake-asaas.js';

describe('the fake Asaas’s Pix Automático, as an e2e in another process drives it', () => {
  let fake: FakeAsaas;
  const received: { token: string | undefined; body: { event: string } }[] = [];
  const webhook = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const token = request.headers['asaas-access-token'];
      received.push({
        token: typeof token === 'string' ? token : undefined,
        body: JSON.parse(Buffer.concat(chunks).toString()),
      });
      response.end('{"received":true}');
    });
  });

  beforeAll(async () => {
    fake = await startFakeAsaas();
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    fake.webhook = {
      url: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/`,
      token: 'token-do-webhook-0123456789',
    };
  });
  afterAll(async () => {
    await fake.close();
    await new Promise<void>((resolve) => webhook.close(() => resolve()));
  });

  const asaas = (method: string, path: string, body?: object) =>
    fetch(`${fake.url}${path}`, {
      method,
      headers: { access_token: fake.apiKey, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('makes an authorisation, posts the payer’s events signed when told over HTTP, and records its cancellation', async () => {
    const customer = (await (await asaas('POST', '/customers', { name: 'Ana', cpfCnpj: '52998224725' })).json()) as {
      id: string;
    };
    const made = await asaas('POST', '/pix/automatic/authorizations', {
      frequency: 'MONTHLY',
      contractId: 'c'.repeat(32),
      startDate: '2026-11-26',
      value: 10.9,
      customerId: customer.id,
      immediateQrCode: { expirationSeconds: 1800, originalValue: 10.9 },
    });
    const authorization = (await made.json()) as { id: string; immediateQrCode: { payload: string } };
    expect(authorization.immediateQrCode.payload).toMatch(/^000201/);
    expect((await asaas('POST', '/pix/automatic/authorizations', { frequency: 'DAILY' })).status).toBe(400);

    const control = await fetch(`${fake.url.replace(/\/v3$/, '')}/__fake/pix-automatic/payerAuthorises`, {
      method: 'POST',
      body: JSON.stringify({ id: authorization.id }),
    });
    expect(control.status).toBe(200);
    expect(received.map((event) => [event.body.event, event.token])).toEqual([
      ['PAYMENT_RECEIVED', 'token-do-webhook-0123456789'],
      ['PIX_AUTOMATIC_RECURRING_AUTHORIZATION_ACTIVATED', 'token-do-webhook-0123456789'],
    ]);

    expect((await asaas('DELETE', `/pix/automatic/authorizations/${authorization.id}`)).status).toBe(200);
    expect(fake.authorizations[0]).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'REQUESTED_BY_RECEIVER_USER',
    });
    expect((await asaas('DELETE', `/pix/automatic/authorizations/${authorization.id}`)).status).toBe(400);
  });
});
