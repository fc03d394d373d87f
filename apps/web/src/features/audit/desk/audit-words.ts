import {
  AUDIT_ACTION_LABELS,
  centavosToBr,
  instantToBr,
  STAFF_ROLE_LABELS,
  type AuditAction,
  type StaffAccess,
} from '@game-assist/contracts/rules';

/** How the desk names each kind of target the API records (a type not here shows as recorded). */
export const TARGET_LABELS: Record<string, string> = {
  afiliado: 'Parceiro (afiliado)',
  assinante: 'Assinante',
  atendimento: 'Atendimento',
  busca: 'Busca de assinantes',
  cobranca: 'Cobrança',
  'convite-equipe': 'Convite para a equipe',
  equipe: 'Membro da equipe',
  'extrato-afiliados': 'Extrato dos afiliados',
  reembolso: 'Reembolso',
};

/** The fields an entry's before/after hold, in words (a field not here shows as recorded). */
const FIELD_LABELS: Record<string, string> = {
  affiliates: 'Afiliados no extrato',
  amountCents: 'Valor',
  characters: 'Caracteres da mensagem',
  chargeStatus: 'Status da cobrança',
  format: 'Formato',
  page: 'Ficha aberta',
  paidAt: 'Paga em',
  reason: 'Com motivo',
  roles: 'Papéis',
  serviceRequests: 'Atendimentos vistos',
  staffPasskeys: 'Chaves de acesso',
  status: 'Status',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export const actionText = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
export const targetText = (type: string) => TARGET_LABELS[type] ?? type;
export const rolesText = (roles: readonly string[]) =>
  roles.map((role) => STAFF_ROLE_LABELS[role as StaffAccess] ?? role).join(', ');

/** One recorded value as a person reads it: money in reais, instants in São Paulo time, yes or no, lists. */
function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (field === 'amountCents' && typeof value === 'number') return centavosToBr(value);
  if (field === 'roles' && Array.isArray(value)) return rolesText(value.map(String)) || 'nenhum';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? instantToBr(value) : value;
  if (Array.isArray(value)) return value.length ? value.map((item) => valueText(field, item)).join(', ') : 'nenhum';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface Change {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** Each field the entry names, with what it was and what it became (null: that side does not name it). */
export function changesOf(entry: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}): Change[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const side = (record: Record<string, unknown> | null, field: string) =>
    record && field in record ? valueText(field, record[field]) : null;
  return fields.map((field) => ({
    field,
    label: FIELD_LABELS[field] ?? field,
    before: side(entry.before, field),
    after: side(entry.after, field),
  }));
}

/** A change on one line: 'Status: pendente → paga', or one side alone. */
export function changeLine({ label, before, after }: Change): string {
  if (before !== null && after !== null) return `${label}: ${before} → ${after}`;
  return `${label}: ${after ?? before ?? '—'}`;
}
