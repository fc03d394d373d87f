import { describe, expect, it } from 'vitest';
import { formatBRL, formatBRLInText } from './brl';

/** Intl puts a no-break space between the symbol and the number. */
const nb = '\u00a0';

describe('formatBRL', () => {
  it('formats reais the pt-BR way', () => {
    expect(formatBRL(5000)).toBe(`R$${nb}5.000,00`);
    expect(formatBRL(10.9)).toBe(`R$${nb}10,90`);
    expect(formatBRL(1234567.891)).toBe(`R$${nb}1.234.567,89`);
    expect(formatBRL(0)).toBe(`R$${nb}0,00`);
  });
});

describe('formatBRLInText', () => {
  it('rewrites the catalogue amounts and keeps the words around them', () => {
    expect(formatBRLInText('Até R$ 5000,00')).toBe(`Até R$${nb}5.000,00`);
    expect(formatBRLInText('Até R$ 2000,00 de reembolso por evento')).toBe(
      `Até R$${nb}2.000,00 de reembolso por evento`,
    );
    expect(formatBRLInText('Até R$ 300,00 por acionamento')).toBe(`Até R$${nb}300,00 por acionamento`);
  });

  it('reads thousand points, missing cents, one-digit cents and no space', () => {
    expect(formatBRLInText('R$ 1.234,5')).toBe(`R$${nb}1.234,50`);
    expect(formatBRLInText('R$300')).toBe(`R$${nb}300,00`);
    expect(formatBRLInText('de R$ 10,90 a R$ 129,90.')).toBe(`de R$${nb}10,90 a R$${nb}129,90.`);
  });

  it('leaves text without reais as it is', () => {
    for (const text of ['Até 20% de desconto', '6 acionamentos por ano', '0800 777 1020', 'US$ 10', '']) {
      expect(formatBRLInText(text)).toBe(text);
    }
  });
});
