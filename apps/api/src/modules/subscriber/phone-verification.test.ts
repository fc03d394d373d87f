import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function subscriberWithPhone(telefone = '(11) 98765-4321') {
  const session = await signUpSubscriber(ctx, `fone${++counter}@exemplo.com.br`);
  const token = session.access_token;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  await call('PATCH', '/api/assinante', { nome: 'Ana Souza', telefone });
  return { call };
}
const lastCode = () => /(\d{6})/.exec(gateway.received.at(-1)?.text ?? '')?.[1] ?? '';

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
    expect((await ana.call('GET', '/api/assinante')).json<{ telefoneVerificado: boolean }>().telefoneVerificado).toBe(
      true,
    );

    // Saving the same number keeps the proof; another number drops it.
    await ana.call('PATCH', '/api/assinante', { nome: 'Ana Souza', telefone: '(11) 98765-4321' });
    expect((await ana.call('GET', '/api/assinante')).json<{ telefoneVerificado: boolean }>().telefoneVerificado).toBe(
      true,
    );
    await ana.call('PATCH', '/api/assinante', { nome: 'Ana Souza', telefone: '(21) 99999-0000' });
    expect((await ana.call('GET', '/api/assinante')).json<{ telefoneVerificado: boolean }>().telefoneVerificado).toBe(
      false,
    );
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
