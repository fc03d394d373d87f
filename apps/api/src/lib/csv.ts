// The staff's CSV downloads (the affiliates' statement, 'Indicadores'): what Excel and LibreOffice in pt-BR open as is.

/** Centavos as a Brazilian spreadsheet reads a number: 1299 → '12,99', -5 → '-0,05'. */
export const centavosForCsv = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A decimal with a comma: 12.5 → '12,50'. */
export const decimalForCsv = (value: number, digits = 2) => value.toFixed(digits).replace('.', ',');

const cell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** UTF-8 with a BOM, `;` between cells, CRLF line ends. */
export const csvDocument = (rows: readonly (readonly string[])[]) =>
  `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
