import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { SERVICE_REQUEST_NOTE_MAX, webPaths } from '@game-assist/contracts/rules';
import type { Coverage, ServiceRequestDetail } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { apiMessage, httpStatus, isNetworkError } from '#web/lib/api/errors.ts';
import {
  newIdempotencyKey,
  useCreateServiceRequestMutation,
  useGetCoverageUsageQuery,
} from '#web/lib/api/service-requests.ts';
import { instantToBr, isoToBr } from '#web/lib/dates.ts';
import { useGetSubscriptionQuery } from '#web/lib/api/membership.ts';
import { useTitularOfPlan } from '#web/lib/api/subscriber.ts';
import { usageText, waitingText } from './usage-text';
import styles from './request-service.module.css';
import { ButtonLink } from '#web/components/ui/button-link.tsx';

/** The value a datetime-local input takes for an instant, in this device's time zone. */
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function failureMessage(error: unknown): string {
  if (isNetworkError(error)) return 'Sem conexão. Seu pedido não foi enviado: tente de novo quando estiver online.';
  const status = httpStatus(error);
  if (status !== null && status >= 400 && status < 500) return apiMessage(error) ?? 'Confira os dados do pedido.';
  return 'Não foi possível enviar seu pedido agora. Tente novamente em instantes.';
}

// Its own chunk: only a titular with dependants sees it, and the tab's preload list stays as it was.
const PersonPicker = lazy(() => import('./person-picker'));

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
  const titular = useTitularOfPlan();
  const ownNumber = useGetSubscriptionQuery(undefined, { skip: !open || titular !== undefined }).data?.memberNumber;
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
      setFailure(failureMessage(error));
    }
  }

  return (
    <section className={styles.request} aria-label="Solicitar atendimento">
      {mine ? (
        <p className={styles.standing}>
          {[`${usageText(mine) ?? ''}${shared ? ', somando toda a família' : ''}`, waitingText(mine, now)]
            .filter(Boolean)
            .join(' · ')}
          {mine.blocked && mine.availableFrom ? (
            <>
              <br />
              Disponível a partir de {instantToBr(mine.availableFrom, { dropMidnight: true })}
            </>
          ) : null}
        </p>
      ) : null}
      {created ? (
        <div className={styles.confirmation} role="status">
          <p>
            Pedido enviado! Protocolo <strong>{created.protocol}</strong>.
          </p>
          <p>Resposta até {isoToBr(created.deadline)}.</p>
          <ButtonLink to={webPaths.myServiceRequests} variant="secondary" fullWidth>
            Acompanhar meus atendimentos
          </ButtonLink>
        </div>
      ) : null}
      {open ? (
        <form id={formId} method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Suspense fallback={null}>
            <PersonPicker value={personId} onChange={setPersonId} ownNumber={ownNumber} />
          </Suspense>
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
      ) : (
        <Button
          type="button"
          fullWidth
          onClick={() => {
            setCreated(null);
            setFailure(null);
            setOpen(true);
          }}
        >
          Solicitar Atendimento
        </Button>
      )}
      {phone ? (
        <a className={styles.call} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          Ligar: {phone}
        </a>
      ) : null}
    </section>
  );
}
