import { useState, type FormEvent } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@game-assist/contracts/rules';
import type { AuditEntry, AuditVerification } from '@game-assist/contracts/schemas';
import { CellNote, DataTable, type Column } from '#web/components/desk/data-table.tsx';
import { saveCsv } from '#web/lib/save-file.ts';
import { tablePages } from '#web/components/desk/table-pages.ts';
import desk from '#web/components/desk/desk-screen.module.css';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import {
  AUDIT_PAGE_SIZE,
  useDownloadAuditMutation,
  useGetAuditPagesInfiniteQuery,
  useVerifyAuditChainMutation,
  type AuditFilters,
} from '#web/lib/api/desk/audit.ts';
import { errorText, httpStatus } from '#web/lib/api/errors.ts';
import { brToIso, instantToBr } from '#web/lib/dates.ts';
import { actionText, changeLine, changesOf, rolesText, TARGET_LABELS, targetText } from './audit-words';
import styles from './audit-log.module.css';

/** What the filter fields hold as typed; applied with 'Filtrar', never put in the page's URL. */
interface Draft {
  pessoa: string;
  acao: AuditAction | '';
  alvoTipo: string;
  alvoId: string;
  de: string;
  ate: string;
}
const NO_FILTERS: Draft = { pessoa: '', acao: '', alvoTipo: '', alvoId: '', de: '', ate: '' };
const BAD_DATE = 'Escreva a data como DD/MM/AAAA.';

const ACTION_OPTIONS = [
  { value: '' as const, label: 'Todas' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];
const TARGET_OPTIONS = [
  { value: '', label: 'Todos' },
  ...Object.entries(TARGET_LABELS).map(([value, label]) => ({ value, label })),
];

/** The filters to apply, or what is wrong with the dates typed. */
function applied(draft: Draft): { filters: AuditFilters } | { errors: { de?: string; ate?: string } } {
  const de = draft.de.trim() ? brToIso(draft.de) : undefined;
  const ate = draft.ate.trim() ? brToIso(draft.ate) : undefined;
  if (de === null || ate === null) {
    return { errors: { ...(de === null ? { de: BAD_DATE } : {}), ...(ate === null ? { ate: BAD_DATE } : {}) } };
  }
  if (de && ate && de > ate) return { errors: { ate: 'O período termina antes de começar.' } };
  const text = (value: string) => value.trim() || undefined;
  return {
    filters: {
      pessoa: text(draft.pessoa),
      acao: draft.acao || undefined,
      alvoTipo: draft.alvoTipo || undefined,
      alvoId: text(draft.alvoId),
      de,
      ate,
    },
  };
}

const filterKey = (filters: AuditFilters) => JSON.stringify(filters);

/** An entry's changed fields, before and after, as a small table. */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry);
  if (changes.length === 0) return <p className={desk.muted}>Nenhum campo registrado.</p>;
  return (
    <table className={styles.changes}>
      <caption className={styles.caption}>Antes e depois</caption>
      <thead>
        <tr>
          <th scope="col">Campo</th>
          <th scope="col">Antes</th>
          <th scope="col">Depois</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.label}</th>
            <td>{change.before ?? '—'}</td>
            <td>{change.after ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One entry in the panel: everything it recorded, the hashes included. */
function EntryDetail({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>Quando</dt>
        <dd>{instantToBr(entry.at)}</dd>
        <dt>Pessoa</dt>
        <dd>
          {entry.actor.email} ({rolesText(entry.actor.roles)})<CellNote>Conta {entry.actor.id}</CellNote>
        </dd>
        <dt>Ação</dt>
        <dd>
          {actionText(entry.action)}
          <CellNote>{entry.action}</CellNote>
        </dd>
        <dt>Alvo</dt>
        <dd>
          {targetText(entry.target.type)}
          <CellNote>{entry.target.id}</CellNote>
        </dd>
        <dt>Pedido</dt>
        <dd>{entry.request.id}</dd>
        <dt>IP</dt>
        <dd>{entry.request.ip}</dd>
        <dt>Entrada</dt>
        <dd>nº {entry.id}</dd>
        <dt>Hash</dt>
        <dd className={styles.hash}>{entry.hash}</dd>
        <dt>Hash anterior</dt>
        <dd className={styles.hash}>{entry.prevHash}</dd>
      </dl>
      <Changes entry={entry} />
    </>
  );
}

const COLUMNS: readonly Column<AuditEntry>[] = [
  {
    id: 'at',
    header: 'Quando',
    cell: (entry) => instantToBr(entry.at),
    sortValue: (entry) => entry.at,
    nowrap: true,
  },
  {
    id: 'actor',
    header: 'Pessoa',
    cell: (entry) => (
      <>
        {entry.actor.email}
        <CellNote>{rolesText(entry.actor.roles)}</CellNote>
      </>
    ),
    sortValue: (entry) => entry.actor.email,
  },
  {
    id: 'action',
    header: 'Ação',
    cell: (entry) => actionText(entry.action),
    sortValue: (entry) => actionText(entry.action),
    narrow: true,
  },
  {
    id: 'target',
    header: 'Alvo',
    cell: (entry) => (
      <>
        {targetText(entry.target.type)}
        <CellNote>{entry.target.id}</CellNote>
      </>
    ),
    sortValue: (entry) => `${targetText(entry.target.type)} ${entry.target.id}`,
  },
  {
    id: 'changes',
    header: 'Antes → depois',
    cell: (entry) => changesOf(entry).map(changeLine).join('; ') || '—',
  },
];

/** What 'Verificar a cadeia' found, in words. */
function VerificationText({ result }: { result: AuditVerification }) {
  if (result.broken) {
    return (
      <p role="alert" className={styles.broken}>
        A cadeia não confere a partir da entrada nº {result.broken.id}: {result.broken.reason} ({result.checked}{' '}
        {result.checked === 1 ? 'entrada conferida' : 'entradas conferidas'} antes dela.)
      </p>
    );
  }
  return (
    <p role="status" className={styles.whole}>
      {result.checked === 0
        ? 'A cadeia está íntegra: ainda não há entradas.'
        : `A cadeia está íntegra: ${result.checked} ${result.checked === 1 ? 'entrada conferida' : 'entradas conferidas'}, da nº ${result.firstId} à nº ${result.lastId}.`}
    </p>
  );
}

/** /Operador 'Auditoria' (administrador): the staff's acts, filtered and paged; the CSV of the same filters; the chain checked. */
export function AuditLog() {
  const [draft, setDraft] = useState<Draft>(NO_FILTERS);
  const [dateErrors, setDateErrors] = useState<{ de?: string; ate?: string }>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const pages = useGetAuditPagesInfiniteQuery(filters, { refetchOnMountOrArgChange: true });
  const { rows, more, failed } = tablePages(pages);
  const [download, downloading] = useDownloadAuditMutation();
  const [verify, verifying] = useVerifyAuditChainMutation();
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const set = (field: keyof Draft) => (value: string) => setDraft((typed) => ({ ...typed, [field]: value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    const result = applied(draft);
    if ('errors' in result) return setDateErrors(result.errors);
    setDateErrors({});
    setFilters(result.filters);
  }

  function clear() {
    setDraft(NO_FILTERS);
    setDateErrors({});
    setFilters({});
  }

  async function exportCsv() {
    setExportFailure(null);
    try {
      const csv = await download(filters).unwrap();
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      saveCsv(`auditoria-${today}.csv`, csv);
      showToast('Auditoria exportada: o arquivo tem as entradas dos filtros aplicados.');
    } catch (error) {
      setExportFailure(errorText(error, 'A auditoria não foi exportada'));
    }
  }

  if (failed && httpStatus(pages.error) === 403) return <p role="alert">Acesso restrito aos administradores.</p>;
  return (
    <section className={desk.section} aria-labelledby="audit-title">
      <h2 id="audit-title" className={desk.heading}>
        Registro de auditoria
      </h2>
      <p className={desk.muted}>
        Cada ato da equipe sobre dinheiro ou dados de uma pessoa, na ordem em que aconteceu. Ninguém altera estas
        entradas: cada uma guarda o hash da anterior.
      </p>
      <form role="search" aria-label="Filtrar a auditoria" className={styles.filters} onSubmit={apply} noValidate>
        <Field
          label="Pessoa (e-mail ou id da conta)"
          value={draft.pessoa}
          onChange={set('pessoa')}
          maxLength={200}
          autoComplete="off"
        />
        <SelectField label="Ação" value={draft.acao} options={ACTION_OPTIONS} onChange={set('acao')} />
        <SelectField label="Tipo de alvo" value={draft.alvoTipo} options={TARGET_OPTIONS} onChange={set('alvoTipo')} />
        <Field label="Id do alvo" value={draft.alvoId} onChange={set('alvoId')} maxLength={200} autoComplete="off" />
        <Field label="De" hint="DD/MM/AAAA" value={draft.de} onChange={set('de')} mask="date" error={dateErrors.de} />
        <Field
          label="Até"
          hint="DD/MM/AAAA"
          value={draft.ate}
          onChange={set('ate')}
          mask="date"
          error={dateErrors.ate}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            Filtrar
          </Button>
          <Button variant="text" onClick={clear}>
            Limpar filtros
          </Button>
        </div>
      </form>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          loading={downloading.isLoading}
          disabled={downloading.isLoading}
          onClick={() => void exportCsv()}
        >
          Exportar CSV
        </Button>
        <Button
          variant="secondary"
          loading={verifying.isLoading}
          disabled={verifying.isLoading}
          onClick={() => void verify()}
        >
          Verificar a cadeia
        </Button>
      </div>
      <ErrorText>{exportFailure}</ErrorText>
      {verifying.isLoading ? null : verifying.data ? (
        <VerificationText result={verifying.data} />
      ) : (
        <ErrorText>{verifying.isError ? errorText(verifying.error, 'A cadeia não foi verificada') : null}</ErrorText>
      )}
      <DataTable
        key={filterKey(filters)}
        label="Entradas da auditoria"
        columns={COLUMNS}
        rows={rows}
        loadingText="Carregando a auditoria…"
        emptyText="Nenhuma entrada com estes filtros."
        error={failed ? <LoadFailure what="a auditoria" onRetry={() => void pages.refetch()} /> : undefined}
        pageSize={AUDIT_PAGE_SIZE}
        more={more}
        detail={{
          title: (entry) => `Entrada nº ${entry.id} · ${actionText(entry.action)}`,
          render: (entry) => <EntryDetail entry={entry} />,
        }}
      />
    </section>
  );
}
