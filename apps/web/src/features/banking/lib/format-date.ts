/** An ISO date (YYYY-MM-DD...) as the app shows dates: DD/MM/AAAA. Anything else is shown as given. */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}
