import { AUDIT_ACTION_LABELS, instantToBr, type AuditAction, type AuditEntry } from '@game-assist/contracts';

/** Quoted when needed; a cell a spreadsheet would run as a formula starts with an apostrophe. */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const fields = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '');

/** UTF-8 with a BOM, `;` between cells, CRLF: what Excel and LibreOffice in pt-BR open as is. */
export function auditCsv(entries: AuditEntry[]): string {
  const header = [
    'Entrada',
    'Quando',
    'Instante (UTC)',
    'Pessoa',
    'Papéis',
    'Ação',
    'Descrição',
    'Alvo',
    'Id do alvo',
    'Antes',
    'Depois',
    'Pedido',
    'IP',
    'Hash',
  ];
  const rows = entries.map((entry) => [
    entry.id,
    instantToBr(new Date(entry.at)),
    entry.at,
    entry.actor.email,
    entry.actor.roles.join(', '),
    entry.action,
    AUDIT_ACTION_LABELS[entry.action as AuditAction] ?? entry.action,
    entry.target.type,
    entry.target.id,
    fields(entry.before),
    fields(entry.after),
    entry.request.id,
    entry.request.ip,
    entry.hash,
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
