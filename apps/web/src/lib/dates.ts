/** '1990-05-17' → '17/05/1990' (SPEC §9: dates are shown as DD/MM/AAAA). */
export function isoToBr(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** '17/05/1990' → '1990-05-17'; null when it is not a real calendar date. */
export function brToIso(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return valid ? `${year}-${month}-${day}` : null;
}

const SAO_PAULO = { timeZone: 'America/Sao_Paulo' } as const;
const dayFormat = new Intl.DateTimeFormat('pt-BR', { ...SAO_PAULO, dateStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat('pt-BR', { ...SAO_PAULO, timeStyle: 'short' });

/**
 * An instant as people here read it, in São Paulo time: '27/11/2026, às 09:00'. With `dropMidnight`,
 * a day's first minute is just the day ('01/12/2026'), as in "Disponível a partir de 01/12/2026".
 */
export function instantToBr(iso: string, { dropMidnight = false } = {}): string {
  const instant = new Date(iso);
  const day = dayFormat.format(instant);
  const time = timeFormat.format(instant);
  return dropMidnight && time === '00:00' ? day : `${day}, às ${time}`;
}
