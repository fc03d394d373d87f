import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriberSchema } from '@game-assist/contracts';
import { startSmsCapture, type SmsCapture } from '@game-assist/test-support';
import { createConsoleSmsSender, createHttpSmsSender, maskPhone, toE164 } from '#api/lib/sms/sms-sender.js';
import { createTestApp, signUpSubscriber, type TestContext } from '#api/test/app.js';

let gateway: SmsCapture;
let ctx: TestContext;
let counter = 0;

beforeAll(async () => {
  gateway = await startSmsCapture();
  ctx = await createTestApp(
    { OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' },
    { sms: createHttpSmsSender(gateway.url) },
  );
});
afterAll(async () => {
  await ctx.close();
  await gateway.close();
});
beforeEach(() => {
  // Past every per-account and per-number limit the test before left.
  ctx.clock.advance(2 * 60 * 60_000);
});

async function subscriberWithPhone(telefone = '(11) 98765-4321') {
  const session = await signUpSubscriber(ctx, `fone${++counter}@exemplo.com.br`);
  const token = session.access_token;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  await call('PATCH', '/api/assinante', { nome: 'Ana Souza', telefone });
  return { call };
}
const lastCode = () => /(\d{6})/.exec(gateway.received.at(-1)?.text ?? '')?.[1] ?? '';

/** What GET /api/assinante says of the person's phone now. */
const phoneVerified = async (who: Awaited<ReturnType<typeof subscriberWithPhone>>) =>
  (await who.call('GET', '/api/assinante')).json<{ telefoneVerificado: boolean }>().telefoneVerificado;

describe('phone numbers', () => {
  it('are read as Brazilian numbers with their area code, and masked for screens', () => {
    expect(toE164('(11) 98765-4321')).toBe('+5511987654321');
    expect(toE164('+55 (21) 3456-7890')).toBe('+552134567890');
    expect(toE164('98765-4321')).toBeUndefined();
    expect(toE164('(01) 98765-4321')).toBeUndefined();
    expect(maskPhone('+5511987654321')).toBe('(11) *****-4321');
  });

  it('print to the console in development, never to the log', async () => {
    const printed: string[] = [];
    await createConsoleSmsSender((text) => printed.push(text)).send('+5511987654321', 'Seu código é 123456');
    expect(printed.join('')).toContain('To: +5511987654321');
    expect(printed.join('')).toContain('Seu código é 123456');
  });
});

describe('phone verification by SMS', () => {
  it('sends a code through the gateway and a right code marks the phone verified, until it changes', async () => {
    const ana = await subscriberWithPhone();
    expect(subscriberSchema.parse((await ana.call('GET', '/api/assinante')).json()).telefoneVerificado).toBe(false);

    const sent = await ana.call('POST', '/api/assinante/telefone/codigo');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({
      message: 'Enviamos um código por SMS.',
      sentTo: '(11) *****-4321',
      resendAfterSeconds: 60,
    });
    const message = gateway.received.at(-1);
    expect(message?.to).toBe('+5511987654321');
    // The URL's credentials travel as Basic authentication.
    expect(message?.authorization).toBe(`Basic ${Buffer.from('usuario:chave@secreta').toString('base64')}`);

    const verified = await ana.call('POST', '/api/assinante/telefone/verificar', { otp: lastCode() });
    expect(verified.statusCode).toBe(200);
    expect(subscriberSchema.parse(verified.json()).telefoneVerificado).toBe(true);
    expect(await phoneVerified(ana)).toBe(true);

    // Saving the same number keeps the proof; another number drops it.
    await ana.call('PATCH', '/api/assinante', { nome: 'Ana Souza', telefone: '(11) 98765-4321' });
    expect(await phoneVerified(ana)).toBe(true);
    await ana.call('PATCH', '/api/assinante', { nome: 'Ana Souza', telefone: '(21) 99999-0000' });
    expect(await phoneVerified(ana)).toBe(false);
  });

  it('follows the e-mail code rules: single use, three tries, ten minutes, one a minute', async () => {
    const ana = await subscriberWithPhone();
    await ana.call('POST', '/api/assinante/telefone/codigo');
    const code = lastCode();
    const again = await ana.call('POST', '/api/assinante/telefone/codigo');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();

    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      const answer = await ana.call('POST', '/api/assinante/telefone/verificar', { otp: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe('Código inválido ou expirado.');
    }
    expect((await ana.call('POST', '/api/assinante/telefone/verificar', { otp: code })).statusCode).toBe(400);

    ctx.clock.advance(61_000);
    await ana.call('POST', '/api/assinante/telefone/codigo');
    const fresh = lastCode();
    ctx.clock.advance(10 * 60_000);
    expect((await ana.call('POST', '/api/assinante/telefone/verificar', { otp: fresh })).statusCode).toBe(400);
  });

  it('sends one a minute and five an hour per account, whatever number it changes to', async () => {
    const ana = await subscriberWithPhone();
    const before = gateway.received.length;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      await ana.call('PATCH', '/api/assinante', { nome: 'Ana Souza', telefone: `(11) 97000-000${i}` });
      statuses.push((await ana.call('POST', '/api/assinante/telefone/codigo')).statusCode);
      if (i === 0) {
        // Another number at once waits for the minute.
        await ana.call('PATCH', '/api/assinante', { nome: 'Ana Souza', telefone: '(11) 97000-1000' });
        const soon = await ana.call('POST', '/api/assinante/telefone/codigo');
        expect(soon.statusCode).toBe(429);
        expect(Number(soon.headers['retry-after'])).toBe(60);
      }
      ctx.clock.advance(61_000);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect(gateway.received.length - before).toBe(5);
  });

  it('sends one a minute and five an hour per number, whatever account asks', async () => {
    const number = '(21) 96666-5555';
    const people = [];
    for (let i = 0; i < 7; i += 1) people.push(await subscriberWithPhone(number));
    const before = gateway.received.length;
    expect((await people[0]!.call('POST', '/api/assinante/telefone/codigo')).statusCode).toBe(202);
    const sameMinute = await people[1]!.call('POST', '/api/assinante/telefone/codigo');
    expect(sameMinute.statusCode).toBe(429);
    const statuses: number[] = [];
    for (const person of people.slice(1)) {
      ctx.clock.advance(61_000);
      statuses.push((await person.call('POST', '/api/assinante/telefone/codigo')).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
    expect(gateway.received.slice(before).every((message) => message.to === '+5521966665555')).toBe(true);
    expect(gateway.received.length - before).toBe(5);
  });

  it('a code sent to the old number does not prove a new one', async () => {
    const ana = await subscriberWithPhone();
    await ana.call('POST', '/api/assinante/telefone/codigo');
    const code = lastCode();
    await ana.call('PATCH', '/api/assinante', { nome: 'Ana Souza', telefone: '(31) 98888-7777' });
    expect((await ana.call('POST', '/api/assinante/telefone/verificar', { otp: code })).statusCode).toBe(400);
  });

  it('says clearly when there is no usable phone, or the gateway fails', async () => {
    const none = await subscriberWithPhone('');
    const noPhone = await none.call('POST', '/api/assinante/telefone/codigo');
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json<{ message: string }>().message).toMatch(/^Cadastre um celular com DDD/);

    const ana = await subscriberWithPhone();
    gateway.failing = true;
    try {
      const failed = await ana.call('POST', '/api/assinante/telefone/codigo');
      expect(failed.statusCode).toBe(502);
      expect(failed.json<{ message: string }>().message).toBe(
        'Não foi possível enviar o SMS agora. Tente novamente em instantes.',
      );
    } finally {
      gateway.failing = false;
    }
  });

  it('is not offered without a gateway', async () => {
    const bare = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' });
    try {
      const session = await signUpSubscriber(bare, 'semsms@exemplo.com.br');
      const answer = await bare.app.inject({
        method: 'POST',
        url: '/api/assinante/telefone/codigo',
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json<{ message: string }>().message).toBe('A verificação por SMS não está disponível no momento.');
    } finally {
      await bare.close();
    }
  });
});
