import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, CONTROL_CHARACTER_MESSAGE, INVISIBLE_CHARACTER_MESSAGE } from '@game-assist/contracts';
import { createTestApp, signUpPaidSubscriber, type TestContext } from '#api/test/app.js';

/**
 * PostgreSQL refuses U+0000 in text, so a NUL that reached the database answered 500. Every text
 * field of every request body is checked by the contracts first: a 400 JSON error naming the field.
 */
let ctx: TestContext;
let session: { access_token: string; refresh_token: string };

beforeAll(async () => {
  ctx = await createTestApp({ OTP_IP_LIMIT_PER_HOUR: '100000', AUTH_IP_LIMIT_PER_HOUR: '100000' });
  session = await signUpPaidSubscriber(ctx, 'texto@exemplo.com.br');
});
afterAll(async () => {
  await ctx.close();
});

const NUL = '\u0000';
/** The controls most likely to slip in: NUL, a line break, an escape, a tab, DEL. */
const CONTROLS = [NUL, '\n', '\u001b', '\t', '\u007f'];

interface Case {
  method: 'POST' | 'PATCH';
  url: string;
  valid: Record<string, string>;
  fields: string[];
  authorized?: boolean;
}

const cases: Case[] = [
  {
    method: 'POST',
    url: '/api/singup',
    valid: { email: 'novo@exemplo.com.br', password: 'Segura#2026', firstName: 'Ana', lastName: 'Souza' },
    fields: ['firstName', 'lastName', 'email', 'password'],
  },
  {
    method: 'POST',
    url: '/api/login',
    valid: { email: 'texto@exemplo.com.br', password: 'Segura#2026' },
    fields: ['email', 'password'],
  },
  {
    method: 'POST',
    url: '/api/auth/request-otp',
    valid: { identifier: 'texto@exemplo.com.br', type: 'email' },
    fields: ['identifier'],
  },
  {
    method: 'POST',
    url: '/api/auth/verify-otp',
    valid: { identifier: 'texto@exemplo.com.br', type: 'email', otp: '123456' },
    fields: ['identifier', 'otp'],
  },
  { method: 'POST', url: '/api/refresh-token', valid: { refreshToken: 'x' }, fields: ['refreshToken'] },
  { method: 'POST', url: '/api/logout', valid: { refreshToken: 'x' }, fields: ['refreshToken'] },
  {
    method: 'PATCH',
    url: '/api/assinante',
    valid: { nome: 'Ana Souza', telefone: '11912345678', endereco: 'Rua A, 1', nascimento: '1990-01-31' },
    fields: ['nome', 'telefone', 'endereco', 'nascimento'],
    authorized: true,
  },
];

function send({ method, url, authorized }: Case, payload: Record<string, string>) {
  return ctx.app.inject({
    method,
    url,
    payload,
    headers: authorized ? { authorization: `Bearer ${session.access_token}` } : {},
  });
}

describe.each(cases)('$method $url', (testCase) => {
  it.each(testCase.fields)('answers 400 JSON, never 500, for a control character in %s', async (field) => {
    for (const control of CONTROLS) {
      for (const where of ['start', 'middle', 'end'] as const) {
        const original = testCase.valid[field]!;
        // A tab or newline at either end is whitespace a trimmed field drops; only the middle must fail then.
        if (where !== 'middle' && control.trim() === '' && !['password', 'refreshToken'].includes(field)) continue;
        const value =
          where === 'start'
            ? `${control}${original}`
            : where === 'end'
              ? `${original}${control}`
              : `${original.slice(0, 1)}${control}${original.slice(1)}`;
        const label = `${field} U+${control.charCodeAt(0).toString(16).padStart(4, '0')} at the ${where}`;
        const response = await send(testCase, { ...testCase.valid, [field]: value });
        expect(response.statusCode, label).toBe(400);
        expect(response.headers['content-type'], label).toMatch(/^application\/json/);
        const body = apiErrorSchema.parse(response.json());
        expect(body.fieldErrors, label).toHaveProperty(field);
        expect(response.body, label).not.toMatch(/\bat \S+ \(|node_modules/);
        if (field !== 'otp' && field !== 'nascimento') {
          expect(body.fieldErrors![field], label).toContain(CONTROL_CHARACTER_MESSAGE);
          expect(body.message, label).toContain(CONTROL_CHARACTER_MESSAGE);
        }
      }
    }
  });
});

describe('a NUL in every field at once', () => {
  it.each(cases)('$method $url answers 400 naming each field', async (testCase) => {
    const payload = Object.fromEntries(testCase.fields.map((field) => [field, `a${NUL}b`]));
    const response = await send(testCase, { ...testCase.valid, ...payload });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(response.json()).fieldErrors ?? {}).sort()).toEqual(
      [...testCase.fields].sort(),
    );
  });
});

describe('the valid bodies', () => {
  it('still work, so the 400s above are about the control characters', async () => {
    const patched = await send(cases.at(-1)!, cases.at(-1)!.valid);
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ nome: 'Ana Souza', endereco: 'Rua A, 1' });
    const signup = await send(cases[0]!, cases[0]!.valid);
    expect(signup.statusCode).toBe(201);
    const login = await send(cases[1]!, cases[1]!.valid);
    expect(login.statusCode).toBe(200);
  });
});

describe('C1 controls and bidi overrides in what people write for others to read', () => {
  /** NEL, CSI, right-to-left override, embedding, pop, isolates: invisible, they make text read otherwise. */
  const INVISIBLE = ['\u0085', '\u009b', '\u202e', '\u202a', '\u202c', '\u2066', '\u2069'];
  const textCases: Case[] = [
    { ...cases[0]!, fields: ['firstName', 'lastName'] },
    { ...cases.at(-1)!, fields: ['nome', 'endereco', 'telefone'] },
  ];

  it.each(textCases)('$method $url answers 400 naming the field, wherever the character is', async (testCase) => {
    for (const field of testCase.fields) {
      for (const character of INVISIBLE) {
        for (const value of [`${character}Ana`, `A${character}na`, `Ana${character}`]) {
          const label = `${field} U+${character.charCodeAt(0).toString(16).padStart(4, '0')} in ${JSON.stringify(value)}`;
          const response = await send(testCase, { ...testCase.valid, [field]: value });
          expect(response.statusCode, label).toBe(400);
          expect(apiErrorSchema.parse(response.json()).fieldErrors?.[field], label).toContain(
            INVISIBLE_CHARACTER_MESSAGE,
          );
        }
      }
    }
  });

  it('refuses them in a service request note, and takes the note without them', async () => {
    const ask = (note: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/atendimentos',
        payload: { coverageId: 'suporte-online', note },
        headers: { authorization: `Bearer ${session.access_token}`, 'idempotency-key': crypto.randomUUID() },
      });
    for (const character of INVISIBLE) {
      const response = await ask(`Ligar depois das 18h ${character}sem falta`);
      expect(response.statusCode, `U+${character.charCodeAt(0).toString(16)}`).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fieldErrors?.note).toContain(INVISIBLE_CHARACTER_MESSAGE);
    }
    expect((await ask('Ligar depois das 18h, sem falta — עברית e 🙂 são texto')).statusCode).toBe(201);
  });
});
