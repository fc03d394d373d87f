import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { SERVICE_REQUEST_NOTE_MAX, serviceRequestPath, STATUS_LABELS, webPaths } from '@game-assist/contracts/rules';
import type { Coverage, CoverageUsage, ServiceRequestDetail } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { errorText } from '#web/lib/api/errors.ts';
import { newIdempotencyKey } from '#web/lib/api/idempotency.ts';
import { useCreateServiceRequestMutation, useGetCoverageUsageQuery } from '#web/lib/api/service-requests.ts';
import { instantToBr, isoToBr } from '#web/lib/dates.ts';
import { useGetSubscriptionQuery } from '#web/lib/api/membership.ts';
import { useGetSubscriberQuery } from '#web/lib/api/subscriber.ts';
import { usageText, waitingText } from './usage-text';
import styles from './request-service.module.css';
import { ButtonLink } from '#web/components/ui/button-link.tsx';

/** The value a datetime-local input takes for an instant, in this device's time zone. */
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

// Its own chunk: only a titular with dependants sees it, and the tab's preload list stays as it was.
const PersonPicker = lazy(() => import('./person-picker'));

/** Why a request cannot be made now, said before any form: when it can, or what to do. */
function blockedText(usage: CoverageUsage): string {
  const from = usage.availableFrom ? instantToBr(usage.availableFrom, { dropMidnight: true }) : null;
  if (usage.blocked === 'carencia') {
    return `Este benefício está em carência${from ? ` até ${from}` : ''}. Você poderá pedir o atendimento a partir dessa data.`;
  }
  if (usage.blocked === 'limite') {
    return from
      ? `Você já usou o limite deste benefício (${usageText(usage) ?? ''}). Poderá pedir de novo a partir de ${from}.`
      : 'Você já usou o limite deste benefício nesta assinatura.';
  }
  return 'Sua assinatura não está em dia: os atendimentos voltam assim que o pagamento for confirmado.';
}

export function RequestService({ coverage }: { coverage: Coverage }) {
  const [personId, setPersonId] = useState<string>();
  // The picked person's usage (the subscription's, for a limit per subscription); never the last person's.
  const usage = useGetCoverageUsageQuery(personId);
  const mine = usage.currentData?.coverages.find((item) => item.coverageId === coverage._id);
  const [create, { isLoading }] = useCreateServiceRequestMutation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [when, setWhen] = useState('');
  const [whenError, setWhenError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<ServiceRequestDetail | null>(null);
  // A titular's own number (a dependant signed in has no subscription of their own).
  const subscriber = useGetSubscriberQuery().data;
  const titular = subscriber?.titular?.nome;
  const ownNumber = useGetSubscriptionQuery(undefined, { skip: !subscriber || titular !== undefined }).data
    ?.memberNumber;
  // A limit per subscription counts everyone's uses: said when the count is not only this person's.
  const shared =
    mine?.rules.usage.kind === 'quantidade' &&
    mine.rules.usage.per === 'assinatura' &&
    (personId !== undefined || titular !== undefined);
  // A retry of the same content reuses its Idempotency-Key, so the server makes one request.
  const attempt = useRef<{ content: string; key: string } | null>(null);
  const formId = useId();
  const phone = coverage.supportContact?.phone;
  const now = new Date();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    const preferredAt = when ? new Date(when) : undefined;
    if (preferredAt && !(preferredAt > new Date())) {
      setWhenError('Escolha uma data e hora futuras.');
      return;
    }
    setWhenError(undefined);
    const body = {
      coverageId: coverage._id,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(preferredAt ? { preferredAt: preferredAt.toISOString() } : {}),
      ...(personId ? { personId } : {}),
    };
    const content = JSON.stringify(body);
    if (attempt.current?.content !== content) attempt.current = { content, key: newIdempotencyKey() };
    try {
      const request = await create({ body, key: attempt.current.key }).unwrap();
      attempt.current = null;
      setCreated(request);
      setOpen(false);
      setNote('');
      setWhen('');
    } catch (error) {
      setFailure(errorText(error, 'Seu pedido não foi enviado'));
    }
  }

  const inFlight = mine?.inFlight;
  const blocked = mine?.blocked ? mine : null;
  const offer = !open && !created;
  const openForm = () => {
    setCreated(null);
    setFailure(null);
    setOpen(true);
  };

  return (
    <section className={styles.request} aria-label="Solicitar atendimento">
      {/* Who it is for comes first: the usage, the waiting period and what is under way are that person's. */}
      {created ? null : (
        <Suspense fallback={null}>
          <PersonPicker value={personId} onChange={setPersonId} ownNumber={ownNumber} />
        </Suspense>
      )}
      {mine ? (
        <p className={styles.standing}>
          {[`${usageText(mine) ?? ''}${shared ? ', somando toda a família' : ''}`, waitingText(mine, now)]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      {created ? (
        <div className={styles.notice} data-tone="done" role="status">
          <p className={styles.noticeTitle}>Pedido enviado!</p>
          <p>
            Protocolo <strong>{created.protocol}</strong>. Resposta até {isoToBr(created.deadline)}.
          </p>
          <ButtonLink to={webPaths.myServiceRequests} fullWidth>
            Acompanhar meus atendimentos
          </ButtonLink>
        </div>
      ) : null}
      {offer && inFlight ? (
        <div className={styles.notice}>
          <p className={styles.noticeTitle}>Você já tem um pedido em andamento</p>
          <p>
            Protocolo <strong>{inFlight.protocol}</strong> · {STATUS_LABELS[inFlight.status]}.
          </p>
          <ButtonLink to={serviceRequestPath(inFlight.id)} fullWidth>
            Acompanhar o pedido
          </ButtonLink>
        </div>
      ) : null}
      {offer && blocked ? (
        <div className={styles.notice} data-tone="waiting" role="status">
          <p className={styles.noticeTitle}>
            {blocked.blocked === 'carencia'
              ? 'Em carência'
              : blocked.blocked === 'limite'
                ? 'Limite de uso atingido'
                : 'Assinatura sem pagamento em dia'}
          </p>
          <p>{blockedText(blocked)}</p>
          {blocked.blocked === 'assinatura-inativa' && titular === undefined ? (
            <ButtonLink to={webPaths.subscribe} fullWidth>
              Pagar a assinatura
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <form id={formId} method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label="O que você precisa?"
            rows={4}
            value={note}
            onChange={setNote}
            maxLength={SERVICE_REQUEST_NOTE_MAX}
            hint={`Opcional. ${note.length}/${SERVICE_REQUEST_NOTE_MAX} caracteres.`}
          />
          <Field
            label="Data preferida (opcional)"
            type="datetime-local"
            value={when}
            onChange={setWhen}
            error={whenError}
            placeholder={localInputValue(now)}
          />
          <ErrorText>{failure}</ErrorText>
          <div className={styles.actions}>
            <Button type="submit" loading={isLoading} disabled={isLoading}>
              Enviar pedido
            </Button>
            <Button type="button" variant="text" onClick={() => setOpen(false)}>
              Voltar
            </Button>
          </div>
        </form>
      ) : null}
      {offer && !blocked ? (
        <Button type="button" fullWidth variant={inFlight ? 'text' : 'primary'} onClick={openForm}>
          {inFlight ? 'Fazer outro pedido' : 'Solicitar Atendimento'}
        </Button>
      ) : null}
      {phone ? (
        <a className={styles.call} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          Ligar: {phone}
        </a>
      ) : null}
    </section>
  );
}
