import { useRef } from 'react';
import { serviceRequestPath, webPaths } from '@game-assist/contracts/rules';
import type { ServiceRequestDetail } from '@game-assist/contracts/schemas';
import { Header } from '#web/components/header/header.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { MoreButton } from '#web/components/ui/more-button.tsx';
import { pagedItems } from '#web/lib/api/pages.ts';
import { Screen } from '#web/components/ui/screen.tsx';
import { useGetServiceRequestPagesInfiniteQuery } from '#web/lib/api/service-requests-pages.ts';
import { CancelRequest } from './cancel-request';
import { RequestSummary } from './request-summary';
import { FoldedTimeline } from './timeline';
import styles from './service-requests.module.css';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

/** One request: what, its protocol, status and deadline, its history, a link to it, and 'Cancelar' while nothing has started. */
function RequestItem({ request }: { request: ServiceRequestDetail }) {
  return (
    <li className={styles.item} aria-labelledby={`req-${request.id}`} tabIndex={-1}>
      <RequestSummary request={request} titleId={`req-${request.id}`} />
      <FoldedTimeline entries={request.history} reader="assinante" />
      <div className={styles.actions}>
        <ButtonLink to={serviceRequestPath(request.id)} aria-describedby={`req-${request.id}`}>
          Acompanhar e enviar mensagem
        </ButtonLink>
        <CancelRequest request={request} />
      </div>
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
        <EmptyState
          title="Nenhum atendimento ainda"
          action={<ButtonLink to={webPaths.tabNavigator}>Ver meus benefícios</ButtonLink>}
        >
          Abra um benefício no início e toque em &lsquo;Solicitar Atendimento&rsquo;.
        </EmptyState>
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
