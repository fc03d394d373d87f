import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { affiliateVisitBodySchema } from './affiliate-portal.js';
import { apiErrorSchema } from './common.js';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("zod's default messages, where the contracts give none, are pt-BR", () => {
  it('a wrong type, a missing field, a bad e-mail and an unknown key read in Portuguese', () => {
    expect(messages(apiErrorSchema.safeParse({ statusCode: 'quatrocentos', error: 'x', message: 'y' }))).toEqual([
      'Entrada inválida: esperava um número, recebeu um texto',
    ]);
    expect(messages(apiErrorSchema.safeParse({ statusCode: 400, error: 'x' }))).toEqual([
      'Entrada inválida: esperava um texto, recebeu um valor "undefined"',
    ]);
    expect(messages(z.email().safeParse('não é e-mail'))).toEqual(['Formato do endereço de e-mail inválido']);
    expect(messages(affiliateVisitBodySchema.safeParse({ outro: 1 }))).toEqual(['Chave inválida: "outro"']);
  });

  it("the contracts' own words still win", () => {
    expect(messages(affiliateVisitBodySchema.safeParse({ code: 'x'.repeat(65) }))).toEqual(['Código inválido.']);
  });
});
