/** The last `count` months, this one first, as the API names them (AAAA-MM, São Paulo time), with their names. */
export function recentMonths(now: Date, count: number): { value: string; label: string }[] {
  const [year = 2026, month = 1] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  const names = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: count }, (_, back) => {
    const at = new Date(Date.UTC(year, month - 1 - back, 1));
    const value = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    return { value, label: names.format(at) };
  });
}

/** 'AAAA-MM' as a short pt-BR name: '2026-03' → 'mar. 2026'. */
export const shortMonth = (value: string) => {
  const [year = 2026, month = 1] = value.split('-').map(Number);
  return new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(Date.UTC(year, month - 1, 1)))
    .replace(' de ', ' ');
};
