import { centavosToBr } from '@game-assist/contracts/rules';

/** Reais (sample data and coverage texts carry at most two decimals) as 'R$ 1.234,56' (docs/product.md, 'Numbers, dates and money'). */
export function formatBRL(amount: number): string {
  return centavosToBr(Math.round(amount * 100));
}

/** "R$ 5000,00", "R$ 1.234,5", "R$300" inside free text. */
const BRL_IN_TEXT = /R\$\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?(?![\d.,]*\d)/g;

/** 'Até R$ 5000,00 por evento' → 'Até R$ 5.000,00 por evento'. */
export function formatBRLInText(text: string): string {
  return text.replace(BRL_IN_TEXT, (match, whole: string, cents: string | undefined) => {
    const value = Number(`${whole.replaceAll('.', '')}.${(cents ?? '0').padEnd(2, '0')}`);
    return Number.isFinite(value) ? formatBRL(value) : match;
  });
}
