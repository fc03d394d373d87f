import { useRef, useState } from 'react';
import {
  DEADLINE_LABELS,
  REASON_REQUIRED_STATUSES,
  SERVICE_REQUEST_NOTE_MAX,
  SERVICE_REQUEST_STATUSES,
  STATUS_LABELS,
  STATUS_TRANSITIONS,
  type ServiceRequestStatus,
} from '@game-assist/contracts/rules';
import type { OperatorQueueQuery, OperatorServiceRequest } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { MoreButton } from '#web/components/ui/more-button.tsx';
import { pagedItems } from '#web/lib/api/pages.ts';
import { Field } from '#web/components/ui/field.tsx';
import { apiMessage, httpStatus, isNetworkError } from '#web/lib/api/errors.ts';
import { useGetOperatorQueuePagesInfiniteQuery } from '#web/lib/api/service-requests-pages.ts';
import {
  useChangeServiceRequestStatusMutation,
  useSendOperatorMessageMutation,
} from '#web/lib/api/service-requests.ts';
import { instantToBr } from '#web/lib/dates.ts';
import { DeadlineLine } from './deadline-line';
import { MessageForm } from './message-form';
import { FoldedTimeline } from './timeline';
import styles from './service-requests.module.css';

/** What the operator is told when a refusal or cancellation has no reason yet (the API says the same). */
const MISSING_REASON = {
  recusado: 'Escreva o motivo da recusa: o assinante precisa saber por quê.',
  cancelado: 'Escreva o motivo do cancelamento: o assinante precisa saber por quê.',
} as const;

const MOVE_LABELS: Partial<Record<ServiceRequestStatus, string>> = { recusado: 'Recusar', cancelado: 'Cancelar' };

/** One request in the queue: its deadline, the moves its status allows, a note or reason, and a reply. */
function QueueItem({ request }: { request: OperatorServiceRequest }) {
  const [change, { isLoading }] = useChangeServiceRequestStatusMutation();
  const [sendMessage] = useSendOperatorMessageMutation();
  const [note, setNote] = useState('');
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
    } catch (error) {
      setFailure(
        isNetworkError(error)
          ? 'Sem conexão. O status não mudou: tente de novo.'
          : (apiMessage(error) ?? 'Não foi possível mudar o status agora.'),
      );
    }
  }

  return (
    <li className={styles.item} aria-labelledby={`op-${request.id}`} tabIndex={-1}>
      <h2 id={`op-${request.id}`} className={styles.title}>
        {request.protocol} · {request.coverage.benefitName}
      </h2>
      <span className={styles.status}>{STATUS_LABELS[request.status]}</span>
      <p className={styles.meta}>
        {request.subscriber.name} (carteirinha {request.subscriber.memberNumber}) · aberto em{' '}
        {instantToBr(request.createdAt)}
        {request.preferredAt ? ` · preferência: ${instantToBr(request.preferredAt)}` : ''}
      </p>
      <DeadlineLine request={request} />
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
        label="Mensagem para o assinante"
        send={(text) => sendMessage({ id: request.id, message: { text } }).unwrap()}
      />
    </li>
  );
}

type Filter = Pick<OperatorQueueQuery, 'status' | 'deadline'>;
const sameFilter = (a: Filter, b: Filter) => a.status === b.status && a.deadline === b.deadline;

/** The operators' queue (on /Operador), soonest deadline first, with the at-risk and overdue counts. Others are told it is restricted. */
export function OperatorQueue() {
  const list = useRef<HTMLUListElement>(null);
  const [filter, setFilter] = useState<Filter>({ status: 'aberto' });
  const pages = useGetOperatorQueuePagesInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const { items, failed } = pagedItems(pages);
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

  return (
    <>
      {forbidden ? <p role="alert">Acesso restrito aos operadores.</p> : null}
      {failed && !forbidden ? <LoadFailure what="a fila de atendimentos" onRetry={() => void pages.refetch()} /> : null}
      {!forbidden ? (
        <div className={styles.actions} role="group" aria-label="Filtrar a fila (por prazo de resposta)">
          {filters.map(({ label, value }) => (
            <Button
              key={label.split(':')[0]}
              variant={sameFilter(filter, value) ? 'primary' : 'text'}
              aria-pressed={sameFilter(filter, value)}
              onClick={() => setFilter(value)}
            >
              {label}
            </Button>
          ))}
        </div>
      ) : null}
      {pages.isLoading ? (
        <p className={styles.meta} role="status">
          Carregando a fila…
        </p>
      ) : null}
      {items && items.length === 0 ? <p className={styles.meta}>Nenhum atendimento neste filtro.</p> : null}
      {items && items.length > 0 ? (
        <ul className={styles.list} aria-label="Fila de atendimentos" ref={list}>
          {items.map((request) => (
            <QueueItem key={request.id} request={request} />
          ))}
        </ul>
      ) : null}
      <MoreButton pages={pages} list={list} what="atendimentos" />
    </>
  );
}
