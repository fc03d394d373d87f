let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** An instant in São Paulo time, '27/11/2026, às 09:00' (a midnight as the day alone with `dropMidnight`). */
export function instantToBr(instant: string | Date, { dropMidnight = false } = {}): string {
  dayFormat ??= new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' });
  timeFormat ??= new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', timeStyle: 'short' });
  const at = new Date(instant);
  const day = dayFormat.format(at);
  const time = timeFormat.format(at);
  return dropMidnight && time === '00:00' ? day : `${day}, às ${time}`;
}
