let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/**
 * An instant as people here read it, in São Paulo time: '27/11/2026, às 09:00'. With `dropMidnight`,
 * a day's first minute is just the day ('01/12/2026'), as in "Disponível a partir de 01/12/2026".
 * The API's refusal messages and the app's screens both word instants with it.
 */
export function instantToBr(instant: string | Date, { dropMidnight = false } = {}): string {
  dayFormat ??= new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' });
  timeFormat ??= new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', timeStyle: 'short' });
  const at = new Date(instant);
  const day = dayFormat.format(at);
  const time = timeFormat.format(at);
  return dropMidnight && time === '00:00' ? day : `${day}, às ${time}`;
}
