import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { CANCELLABLE_STATUSES, STATUS_LABELS, webPaths } from '@game-assist/contracts/rules';
import type { ServiceRequestDetail } from '@game-assist/contracts/schemas';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { MoreButton } from '#web/components/ui/more-button.tsx';
import { pagedItems } from '#web/lib/api/pages.ts';
import { Screen } from '#web/components/ui/screen.tsx';
import { apiMessage, isNetworkError } from '#web/lib/api/errors.ts';
import { useGetServiceRequestPagesInfiniteQuery } from '#web/lib/api/service-requests-pages.ts';
import { useCancelServiceRequestMutation } from '#web/lib/api/service-requests.ts';
import { instantToBr } from '#web/lib/dates.ts';
import { History } from './history';
import styles from './service-requests.module.css';

/** One request: what, its protocol and status, its history, and 'Cancelar' while nothing has started. */
function RequestItem({ request }: { request: ServiceRequestDetail }) {
  const [cancel, { isLoading }] = useCancelServiceRequestMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancellable = CANCELLABLE_STATUSES.includes(request.status);

  async function confirmCancel() {
    setFailure(null);
    try {
      await cancel(request.id).unwrap();
      setConfirming(false);
    } catch (error) {
      setFailure(
        isNetworkError(error)
          ? 'Sem conexão. O atendimento não foi cancelado: tente de novo.'
          : (apiMessage(error) ?? 'Não foi possível cancelar agora. Tente novamente.'),
      );
    }
  }

  return (
    <li className={styles.item} aria-labelledby={`req-${request.id}`} tabIndex={-1}>
      <h2 id={`req-${request.id}`} className={styles.title}>
        {request.coverage.benefitName}
      </h2>
      <span className={styles.status}>{STATUS_LABELS[request.status]}</span>
      <p className={styles.meta}>
        Protocolo {request.protocol} · aberto em {instantToBr(request.createdAt)}
        {request.preferredAt ? ` · preferência: ${instantToBr(request.preferredAt)}` : ''}
      </p>
      {request.note ? <p>{request.note}</p> : null}
      <History events={request.history} />
      <ErrorText>{failure}</ErrorText>
      {cancellable && !confirming ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Cancelar atendimento
        </Button>
      ) : null}
      {cancellable && confirming ? (
        <div className={styles.actions} role="group" aria-label="Confirmar cancelamento">
          <Button loading={isLoading} disabled={isLoading} onClick={() => void confirmCancel()}>
            Sim, cancelar
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Não
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** 'Meus atendimentos': the subscriber's requests, newest first, a page at a time. */
export default function MyRequestsScreen() {
  const list = useRef<HTMLUListElement>(null);
  const pages = useGetServiceRequestPagesInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const { items, failed } = pagedItems(pages);
  return (
    <Screen header={<Header title="Meus atendimentos" showBack />}>
      {failed ? <LoadFailure what="seus atendimentos" onRetry={() => void pages.refetch()} /> : null}
      {pages.isLoading ? (
        <p className={styles.meta} role="status">
          Carregando seus atendimentos…
        </p>
      ) : null}
      {items && items.length === 0 ? (
        <p className={styles.meta}>
          Você ainda não pediu nenhum atendimento. Abra um benefício no <Link to={webPaths.tabNavigator}>início</Link> e
          toque em &lsquo;Solicitar Atendimento&rsquo;.
        </p>
      ) : null}
      {items && items.length > 0 ? (
        <ul className={styles.list} aria-label="Meus atendimentos" ref={list}>
          {items.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      ) : null}
      <MoreButton pages={pages} list={list} what="atendimentos" />
    </Screen>
  );
}
