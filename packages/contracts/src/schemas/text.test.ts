import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  loginBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  requestOtpBodySchema,
  signupBodySchema,
  verifyOtpBodySchema,
} from './auth.js';
import { subscriberPatchSchema } from './subscriber.js';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
  hasInvisibleControl,
  INVISIBLE_CHARACTER_MESSAGE,
} from '../rules/input.js';
import { createServiceRequestSchema, operatorStatusChangeSchema } from './service-requests.js';

/** Every C0 control character and DEL. */
const CONTROLS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\u007f'];

/** Every request body schema with a valid body and its text fields (the ones a person or client fills). */
const bodies: { name: string; schema: z.ZodMiniType; valid: Record<string, unknown>; fields: string[] }[] = [
  {
    name: 'signup',
    schema: signupBodySchema,
    valid: { email: 'ana@exemplo.com', password: 'Segura#2026', firstName: 'Ana', lastName: 'Souza' },
    fields: ['email', 'password', 'firstName', 'lastName'],
  },
  {
    name: 'login',
    schema: loginBodySchema,
    valid: { email: 'ana@exemplo.com', password: 'Segura#2026' },
    fields: ['email', 'password'],
  },
  {
    name: 'request-otp',
    schema: requestOtpBodySchema,
    valid: { identifier: 'ana@exemplo.com', type: 'email' },
    fields: ['identifier'],
  },
  {
    name: 'verify-otp',
    schema: verifyOtpBodySchema,
    valid: { identifier: 'ana@exemplo.com', type: 'email', otp: '012345' },
    fields: ['identifier', 'otp'],
  },
  {
    name: 'refresh-token',
    schema: refreshBodySchema,
    valid: { refreshToken: 'abc_DEF-123' },
    fields: ['refreshToken'],
  },
  { name: 'logout', schema: logoutBodySchema, valid: { refreshToken: 'abc_DEF-123' }, fields: ['refreshToken'] },
  {
    name: 'PATCH /assinante',
    schema: subscriberPatchSchema,
    valid: { nome: 'Ana Souza', telefone: '(11) 91234-5678', endereco: 'Rua A, 1' },
    fields: ['nome', 'telefone', 'endereco'],
  },
];

describe('hasControlCharacter', () => {
  it('finds every C0 control and DEL, anywhere in the text', () => {
    for (const control of CONTROLS) {
      expect(hasControlCharacter(control)).toBe(true);
      expect(hasControlCharacter(`Ana${control}Souza`)).toBe(true);
    }
  });

  it('lets printable text through, accents and emoji included', () => {
    for (const text of ['', 'Ana Souza', 'João da Conceição', 'Zoë 🙂', '~ !"#$%&\'()*+,-./', '\u00a0\u0080\u2028'])
      expect(hasControlCharacter(text)).toBe(false);
  });
});

describe.each(bodies)('$name body', ({ schema, valid, fields }) => {
  it('accepts the valid body', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(fields)('refuses a control character inside %s', (field) => {
    const original = String(valid[field]);
    for (const control of CONTROLS) {
      // In the middle, where trimming cannot remove it.
      const value = `${original.slice(0, 2)}${control}${original.slice(2)}`;
      const result = schema.safeParse({ ...valid, [field]: value });
      expect(result.success, `${field} with U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`).toBe(false);
      // The OTP's own rule (six digits) already names the problem; everywhere else the message says why.
      if (field !== 'otp') {
        const messages = result.error!.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
        expect(messages).toContain(CONTROL_CHARACTER_MESSAGE);
      }
    }
  });
});

describe('trimmed fields', () => {
  it('still drop a pasted trailing newline or tab instead of refusing the value', () => {
    const parsed = signupBodySchema.parse({
      email: ' Ana@Exemplo.com\n',
      password: 'Segura#2026',
      firstName: '\tAna\r\n',
      lastName: 'Souza ',
    });
    expect(parsed).toMatchObject({ email: 'ana@exemplo.com', firstName: 'Ana', lastName: 'Souza' });
  });

  it('but a password is taken verbatim, so a control character at its end is refused', () => {
    const result = loginBodySchema.safeParse({ email: 'ana@exemplo.com', password: 'Segura#2026\n' });
    expect(result.success).toBe(false);
  });
});

describe('hasInvisibleControl', () => {
  const INVISIBLE = [
    ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(0x80 + code)),
    ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'],
  ];

  it('finds every C1 control and bidi embedding, override and isolate', () => {
    for (const character of INVISIBLE) expect(hasInvisibleControl(`Ana${character}Souza`)).toBe(true);
  });

  it('lets right-to-left script, marks of other kinds, accents and emoji through', () => {
    for (const text of ['João da Conceição', 'עברית', 'العربية', 'Zoë 🙂', '\u00a0\u00a1\u200e\u2028\u2070'])
      expect(hasInvisibleControl(text)).toBe(false);
  });

  it.each([
    [
      'sign-up names',
      signupBodySchema,
      { email: 'ana@exemplo.com', password: 'Segura#2026', firstName: 'Ana', lastName: 'Souza' },
      'firstName',
    ],
    ['the address', subscriberPatchSchema, { nome: 'Ana', endereco: 'Rua A, 1' }, 'endereco'],
    ['a service request note', createServiceRequestSchema, { coverageId: 'telemedicina', note: 'Ligar' }, 'note'],
    ["an operator's note", operatorStatusChangeSchema, { status: 'agendado', note: 'Amanhã' }, 'note'],
  ] as const)('refuses them in %s', (_name, schema, valid, field) => {
    expect(schema.safeParse(valid).success).toBe(true);
    const result = schema.safeParse({ ...valid, [field]: `Ana\u202eSouza` });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(INVISIBLE_CHARACTER_MESSAGE);
  });
});
