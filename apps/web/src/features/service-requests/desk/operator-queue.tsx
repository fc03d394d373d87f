import { useState } from 'react';
import {
  DEADLINE_LABELS,
  REASON_REQUIRED_STATUSES,
  SERVICE_REQUEST_NOTE_MAX,
  SERVICE_REQUEST_PAGE_SIZE,
  SERVICE_REQUEST_STATUSES,
  STATUS_LABELS,
  STATUS_TRANSITIONS,
  type ServiceRequestStatus,
} from '@game-assist/contracts/rules';
import type { OperatorQueueQuery, OperatorServiceRequest } from '@game-assist/contracts/schemas';
import { CellNote, DataTable, type Column } from '#web/components/desk/data-table.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { FilterBar } from '#web/components/desk/filter-bar.tsx';
import { tablePages } from '#web/components/desk/table-pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Field } from '#web/components/ui/field.tsx';
import {
  useChangeServiceRequestStatusMutation,
  useGetOperatorQueuePagesInfiniteQuery,
  useSendOperatorMessageMutation,
} from '#web/lib/api/desk/operator-queue.ts';
import { errorText, httpStatus } from '#web/lib/api/errors.ts';
import { instantToBr } from '#web/lib/dates.ts';
import { DeadlineLine } from '../deadline-line';
import { ratingSummary, scoreText } from '#web/lib/rating-words.ts';
import { MessageForm } from '../message-form';
import { FoldedTimeline } from '../timeline';
import styles from '../service-requests.module.css';

/** What the operator is told when a refusal or cancellation has no reason yet (the API says the same). */
const MISSING_REASON = {
  recusado: 'Escreva o motivo da recusa: o assinante precisa saber por quê.',
  cancelado: 'Escreva o motivo do cancelamento: o assinante precisa saber por quê.',
} as const;

const MOVE_LABELS: Partial<Record<ServiceRequestStatus, string>> = { recusado: 'Recusar', cancelado: 'Cancelar' };

type Filter = Pick<OperatorQueueQuery, 'status' | 'deadline'>;
const filterKey = (filter: Filter) => filter.deadline ?? filter.status ?? 'todos';

/** What the toast says once a move is made, and whether the request leaves the list on view. */
function movedText(request: OperatorServiceRequest, status: ServiceRequestStatus, filter: Filter): string {
  const done =
    status === 'recusado'
      ? `Atendimento ${request.protocol} recusado.`
      : status === 'cancelado'
        ? `Atendimento ${request.protocol} cancelado.`
        : `Atendimento ${request.protocol} movido para ${STATUS_LABELS[status]}.`;
  // The deadline filters list open requests only; a status filter, that status only.
  const leaves = filter.deadline !== undefined || (filter.status !== undefined && filter.status !== status);
  return leaves ? `${done} Ele não aparece mais neste filtro.` : done;
}

/** One request in the panel: its deadline, the moves its status allows, a note or reason, and a reply. */
/** What an operator typed for one request: kept while they look at another, gone once it is sent. */
type Drafts = Record<string, { note?: string; message?: string }>;
type DraftOf = (id: string, field: 'note' | 'message') => [string, (text: string) => void];

function QueueDetail({ request, filter, draft }: { request: OperatorServiceRequest; filter: Filter; draft: DraftOf }) {
  const [change, { isLoading }] = useChangeServiceRequestStatusMutation();
  const [sendMessage] = useSendOperatorMessageMutation();
  const [note, setNote] = draft(request.id, 'note');
  const [failure, setFailure] = useState<string | null>(null);
  const moves = STATUS_TRANSITIONS[request.status];
  const last = request.history.at(-1);

  async function move(status: ServiceRequestStatus) {
    const reason = note.trim();
    if (REASON_REQUIRED_STATUSES.includes(status) && !reason) {
      return setFailure(MISSING_REASON[status === 'recusado' ? 'recusado' : 'cancelado']);
    }
    setFailure(null);
    try {
      await change({ id: request.id, change: { status, ...(reason ? { note: reason } : {}) } }).unwrap();
      setNote('');
      showToast(movedText(request, status, filter));
    } catch (error) {
      setFailure(errorText(error, 'O status não mudou'));
    }
  }

  return (
    <>
      <span className={styles.status}>{STATUS_LABELS[request.status]}</span>
      <p className={styles.meta}>
        {request.subscriber.name} (carteirinha {request.subscriber.memberNumber}) · aberto em{' '}
        {instantToBr(request.createdAt)}
        {request.preferredAt ? ` · preferência: ${instantToBr(request.preferredAt)}` : ''}
      </p>
      <DeadlineLine request={request} />
      {request.rating ? <p className={styles.meta}>{ratingSummary(request.rating)}</p> : null}
      {request.note ? <p className={styles.text}>{request.note}</p> : null}
      {last?.kind === 'mensagem' && last.by === 'assinante' ? (
        <p className={styles.meta}>Última mensagem do assinante: {last.text}</p>
      ) : null}
      <FoldedTimeline entries={request.history} reader="operador" />
      {moves.length > 0 ? (
        <>
          <Field
            label="Observação ou motivo para o assinante (obrigatório para recusar ou cancelar)"
            value={note}
            onChange={setNote}
            maxLength={SERVICE_REQUEST_NOTE_MAX}
          />
          <ErrorText>{failure}</ErrorText>
          <div className={styles.actions}>
            {moves.map((status) => (
              <Button
                key={status}
                variant={REASON_REQUIRED_STATUSES.includes(status) ? 'text' : 'secondary'}
                disabled={isLoading}
                onClick={() => void move(status)}
              >
                {MOVE_LABELS[status] ?? `Mover para ${STATUS_LABELS[status]}`}
              </Button>
            ))}
          </div>
        </>
      ) : null}
      <MessageForm
        draft={draft(request.id, 'message')}
        label="Mensagem para o assinante"
        send={(text) => sendMessage({ id: request.id, message: { text } }).unwrap()}
      />
    </>
  );
}

const COLUMNS: readonly Column<OperatorServiceRequest>[] = [
  {
    id: 'protocol',
    header: 'Protocolo',
    cell: (request) => request.protocol,
    sortValue: (request) => request.protocol,
    nowrap: true,
  },
  {
    id: 'coverage',
    header: 'Cobertura',
    cell: (request) => request.coverage.benefitName,
    sortValue: (request) => request.coverage.benefitName,
    narrow: true,
  },
  {
    id: 'subscriber',
    header: 'Assinante',
    cell: (request) => request.subscriber.name,
    sortValue: (request) => request.subscriber.name,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (request) => (
      <>
        {STATUS_LABELS[request.status]}
        {request.rating ? <CellNote>Avaliação {scoreText(request.rating.score)}</CellNote> : null}
      </>
    ),
    sortValue: (request) => SERVICE_REQUEST_STATUSES.indexOf(request.status),
  },
  {
    id: 'deadline',
    header: 'Resposta até',
    cell: (request) => <DeadlineLine request={request} dateOnly />,
    sortValue: (request) => request.deadline,
    narrow: true,
    nowrap: true,
  },
  {
    id: 'created',
    header: 'Aberto em',
    cell: (request) => instantToBr(request.createdAt),
    sortValue: (request) => request.createdAt,
    nowrap: true,
  },
];

/** The operators' queue (on /Operador), soonest deadline first, with the at-risk and overdue counts. Others are told it is restricted. */
export function OperatorQueue() {
  const [filter, setFilter] = useState<Filter>({ status: 'aberto' });
  const [drafts, setDrafts] = useState<Drafts>({});
  const draft: DraftOf = (id, field) => [
    drafts[id]?.[field] ?? '',
    (text) => setDrafts((all) => ({ ...all, [id]: { ...all[id], [field]: text } })),
  ];
  const pages = useGetOperatorQueuePagesInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const { rows, more, failed } = tablePages(pages);
  const forbidden = failed && httpStatus(pages.error) === 403;
  const counts = pages.data?.pages[0];
  const filters: { label: string; value: Filter }[] = [
    { label: `${DEADLINE_LABELS['atrasado']}: ${counts?.overdue ?? '…'}`, value: { deadline: 'atrasado' } },
    { label: `${DEADLINE_LABELS['em-risco']}: ${counts?.atRisk ?? '…'}`, value: { deadline: 'em-risco' } },
    ...[undefined, ...SERVICE_REQUEST_STATUSES].map((status) => ({
      label: status ? STATUS_LABELS[status] : 'Todos',
      value: { status },
    })),
  ];

  if (forbidden) return <p role="alert">Acesso restrito aos operadores.</p>;
  return (
    <>
      <FilterBar
        label="Filtrar a fila (por prazo de resposta)"
        options={filters.map(({ label, value }) => ({ key: filterKey(value), label }))}
        value={filterKey(filter)}
        onChange={(key) => setFilter(filters.find(({ value }) => filterKey(value) === key)?.value ?? {})}
      />
      <DataTable
        key={filterKey(filter)}
        label="Fila de atendimentos"
        columns={COLUMNS}
        rows={rows}
        loadingText="Carregando a fila…"
        emptyText="Nenhum atendimento neste filtro."
        error={failed ? <LoadFailure what="a fila de atendimentos" onRetry={() => void pages.refetch()} /> : undefined}
        pageSize={SERVICE_REQUEST_PAGE_SIZE}
        more={more}
        initialOrder={{ column: 'deadline', direction: 'asc' }}
        detail={{
          title: (request) => `${request.protocol} · ${request.coverage.benefitName}`,
          render: (request) => <QueueDetail request={request} filter={filter} draft={draft} />,
        }}
      />
    </>
  );
}
