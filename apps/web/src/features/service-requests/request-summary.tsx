import { STATUS_LABELS } from '@game-assist/contracts/rules';
import type { ServiceRequest } from '@game-assist/contracts/schemas';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { instantToBr } from '#web/lib/dates.ts';
import { DeadlineLine } from './deadline-line';
import styles from './service-requests.module.css';

const TONES: Record<ServiceRequest['status'], BadgeTone> = {
  aberto: 'info',
  agendado: 'info',
  'em-atendimento': 'warning',
  concluido: 'success',
  recusado: 'danger',
  cancelado: 'neutral',
};

/** What a request is: the benefit (its heading, `titleId`), status, protocol, dates, deadline and what was asked. */
export function RequestSummary({ request, titleId }: { request: ServiceRequest; titleId: string }) {
  return (
    <>
      <h2 id={titleId} className={styles.title}>
        {request.coverage.benefitName}
      </h2>
      <span className={styles.chip}>
        <Badge tone={TONES[request.status]}>{STATUS_LABELS[request.status]}</Badge>
      </span>
      <p className={styles.meta}>
        Protocolo {request.protocol} · aberto em {instantToBr(request.createdAt)}
        {request.preferredAt ? ` · preferência: ${instantToBr(request.preferredAt)}` : ''}
      </p>
      <DeadlineLine request={request} />
      {request.note ? <p className={styles.text}>{request.note}</p> : null}
    </>
  );
}
