import { useParams } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Header } from '#web/components/header/header.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { httpStatus } from '#web/lib/api/errors.ts';
import { useGetServiceRequestQuery, useSendServiceRequestMessageMutation } from '#web/lib/api/service-requests.ts';
import { CancelRequest } from './cancel-request';
import { MessageForm } from './message-form';
import { RatingPrompt } from './rating-prompt';
import { RequestSummary } from './request-summary';
import { Timeline } from './timeline';
import styles from './service-requests.module.css';
import { ButtonLink } from '#web/components/ui/button-link.tsx';

/** The central's replies show without a reload, as the Notification tab's count does. */
const POLL_MS = 60_000;

/** /MeusAtendimentos/{id}: one request followed like a parcel: its deadline, every step, and messages with the central. */
export default function RequestDetailScreen() {
  const { id = '' } = useParams();
  const query = useGetServiceRequestQuery(id, { refetchOnMountOrArgChange: true, pollingInterval: POLL_MS });
  const [sendMessage] = useSendServiceRequestMessageMutation();
  const request = query.data;
  const notFound = query.isError && httpStatus(query.error) === 404;

  return (
    <Screen header={<Header title="Atendimento" showBack />}>
      {notFound ? <p role="alert">Atendimento não encontrado.</p> : null}
      {query.isError && !notFound ? <LoadFailure what="este atendimento" onRetry={() => void query.refetch()} /> : null}
      {query.isLoading ? (
        <p className={styles.meta} role="status">
          Carregando o atendimento…
        </p>
      ) : null}
      {request && !notFound ? (
        <article className={styles.item} aria-labelledby="request-title">
          <RequestSummary request={request} titleId="request-title" />
          <RatingPrompt request={request} />
          <section aria-labelledby="timeline-title">
            <h3 id="timeline-title" className={styles.title}>
              Andamento
            </h3>
            <Timeline entries={request.history} reader="assinante" />
          </section>
          <section aria-labelledby="write-title">
            <h3 id="write-title" className={styles.title}>
              Fale com a central
            </h3>
            <MessageForm
              label="Sua mensagem (sem anexos)"
              send={(text) => sendMessage({ id: request.id, message: { text } }).unwrap()}
            />
          </section>
          <CancelRequest request={request} />
        </article>
      ) : null}
      <ButtonLink to={webPaths.myServiceRequests} variant="secondary" fullWidth>
        Todos os meus atendimentos
      </ButtonLink>
    </Screen>
  );
}
