import { useRef, useState } from 'react';
import {
  SERVICE_REQUEST_NOTE_MAX,
  SERVICE_REQUEST_STATUSES,
  STATUS_LABELS,
  STATUS_TRANSITIONS,
  type ServiceRequestStatus,
} from '@game-assist/contracts/rules';
import type { OperatorServiceRequest } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { MoreButton } from '#web/components/ui/more-button.tsx';
import { pagedItems } from '#web/lib/api/pages.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { apiMessage, httpStatus, isNetworkError } from '#web/lib/api/errors.ts';
import { useGetOperatorQueuePagesInfiniteQuery } from '#web/lib/api/service-requests-pages.ts';
import { useChangeServiceRequestStatusMutation } from '#web/lib/api/service-requests.ts';
import { instantToBr } from '#web/lib/dates.ts';
import { History } from './history';
import styles from './service-requests.module.css';

/** One request in the queue, with the moves its status allows and a note for the subscriber. */
function QueueItem({ request }: { request: OperatorServiceRequest }) {
  const [change, { isLoading }] = useChangeServiceRequestStatusMutation();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const moves = STATUS_TRANSITIONS[request.status];

  async function move(status: ServiceRequestStatus) {
    setFailure(null);
    try {
      await change({ id: request.id, change: { status, ...(note.trim() ? { note: note.trim() } : {}) } }).unwrap();
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
      {request.note ? <p>{request.note}</p> : null}
      <History events={request.history} subscriberWord="pelo assinante" />
      {moves.length > 0 ? (
        <>
          <TextField
            label="Observação para o assinante (opcional)"
            value={note}
            onChange={setNote}
            maxLength={SERVICE_REQUEST_NOTE_MAX}
          />
          <ErrorText>{failure}</ErrorText>
          <div className={styles.actions}>
            {moves.map((status) => (
              <Button
                key={status}
                variant={status === 'cancelado' ? 'ghost' : 'secondary'}
                disabled={isLoading}
                onClick={() => void move(status)}
              >
                {status === 'cancelado' ? 'Cancelar' : `Mover para ${STATUS_LABELS[status]}`}
              </Button>
            ))}
          </div>
        </>
      ) : null}
    </li>
  );
}

/** The operators' queue of service requests (on /Operador), by status, a page at a time. Others are told it is restricted. */
export function OperatorQueue() {
  const list = useRef<HTMLUListElement>(null);
  const [filter, setFilter] = useState<ServiceRequestStatus | undefined>('aberto');
  const pages = useGetOperatorQueuePagesInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const { items, failed } = pagedItems(pages);
  const forbidden = failed && httpStatus(pages.error) === 403;

  return (
    <>
      {forbidden ? <p role="alert">Acesso restrito aos operadores.</p> : null}
      {failed && !forbidden ? <LoadFailure what="a fila de atendimentos" onRetry={() => void pages.refetch()} /> : null}
      {!forbidden ? (
        <div className={styles.actions} role="group" aria-label="Filtrar por status">
          {[undefined, ...SERVICE_REQUEST_STATUSES].map((status) => (
            <Button
              key={status ?? 'todos'}
              variant={filter === status ? 'primary' : 'ghost'}
              aria-pressed={filter === status}
              onClick={() => setFilter(status)}
            >
              {status ? STATUS_LABELS[status] : 'Todos'}
            </Button>
          ))}
        </div>
      ) : null}
      {pages.isLoading ? (
        <p className={styles.meta} role="status">
          Carregando a fila…
        </p>
      ) : null}
      {items && items.length === 0 ? <p className={styles.meta}>Nenhum atendimento com este status.</p> : null}
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
