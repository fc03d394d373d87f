import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCardSchema, verifyCardResponseSchema } from '@game-assist/contracts';
import { createTestApp, signUpPaidSubscriber, type TestContext } from '#api/test/app.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
let ctx: TestContext;
let card: string;

beforeAll(async () => {
  ctx = await createTestApp({
    OTP_IP_LIMIT_PER_HOUR: '100000',
    AUTH_IP_LIMIT_PER_HOUR: '100000',
    CARD_VERIFY_IP_LIMIT_PER_HOUR: '100000',
  });
  const session = await signUpPaidSubscriber(ctx, 'fuzz@exemplo.com.br', { firstName: 'Rita', lastName: 'Lopes' });
  const answer = await ctx.app.inject({
    method: 'GET',
    url: '/api/carteirinha',
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  card = memberCardSchema.parse(answer.json()).token;
});
afterAll(async () => {
  await ctx.close();
});

const verify = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/carteirinha/verificar', payload: { token } });

const sameSignature = (token: string) => {
  const [header, payload, signature = ''] = token.split('.');
  const [genuineHeader, genuinePayload, genuineSignature = ''] = card.split('.');
  return (
    header === genuineHeader &&
    payload === genuinePayload &&
    Buffer.from(signature, 'base64url').equals(Buffer.from(genuineSignature, 'base64url'))
  );
};

/** Every variant answered: a verdict (200) or a malformed-JWS 400, never a 5xx. */
async function answers(tokens: string[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  for (const token of tokens) {
    const answer = await verify(token);
    statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    if (answer.statusCode === 200) {
      const verdict = verifyCardResponseSchema.parse(answer.json());
      // A changed last character may flip only unused bits of the signature: the same card then.
      if (!sameSignature(token)) expect(verdict, token).toEqual({ valid: false, reason: 'assinatura-adulterada' });
    } else {
      expect(answer.statusCode, `${token}: ${answer.body}`).toBe(400);
    }
  }
  return statuses;
}

describe('POST /api/carteirinha/verificar reads nothing of a card before its signature holds', () => {
  it('a genuine card is valid', async () => {
    expect(verifyCardResponseSchema.parse((await verify(card)).json())).toMatchObject({ valid: true });
  });

  it('every single-character change of a genuine card is a 200 refusal, never a 5xx', async () => {
    const variants: string[] = [];
    for (let at = 0; at < card.length; at += 1) {
      if (card[at] === '.') continue;
      const index = ALPHABET.indexOf(card[at]!);
      for (const shift of [1, 17, 32, 63]) {
        variants.push(card.slice(0, at) + ALPHABET[(index + shift) % 64] + card.slice(at + 1));
      }
    }
    const statuses = await answers(variants);
    expect([...statuses.keys()]).toEqual([200]);
  });

  it('truncations and wrong segment counts are 200 refusals or 400s, never a 5xx', async () => {
    const [header, payload, signature] = card.split('.') as [string, string, string];
    const variants = [
      ...Array.from({ length: card.length - 1 }, (_, n) => card.slice(0, n + 1)),
      ...Array.from({ length: card.length - 1 }, (_, n) => card.slice(n + 1)),
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.${signature}`,
      `${header}..${signature}`,
      `${header}.${payload}.`,
      `.${payload}.${signature}`,
      `${payload}.${header}.${signature}`,
      `${header}.${header}.${signature}`,
      `${header}.${payload}.${payload}`,
      `${header}.e30.${signature}`,
      `${header}.bnVsbA.${signature}`,
      `e30.${payload}.${signature}`,
    ];
    const statuses = await answers(variants);
    expect([...statuses.keys()].every((status) => status === 200 || status === 400)).toBe(true);
    expect(statuses.get(200)).toBeGreaterThan(0);
  });
});
