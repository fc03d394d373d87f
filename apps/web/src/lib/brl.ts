/**
 * docs/product.md, 'Numbers, dates and money'. Made on the first amount shown: making it loads the
 * locale's currency data, a long task (60-90 ms at 4× CPU) the dashboard's start paid for a sheet not opened yet.
 */
let BRL: Intl.NumberFormat | undefined;

export function formatBRL(amount: number): string {
  BRL ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return BRL.format(amount);
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
