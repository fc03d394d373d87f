import { useRef, useState, type FormEvent } from 'react';
import { centavosToBr, dateToBr, parsePixKey, PIX_KEY_INVALID_MESSAGE } from '@game-assist/contracts/rules';
import type { Cancellation, CancellationPreview, Subscription } from '@game-assist/contracts/schemas';
import { BottomSheet } from '#web/components/ui/bottom-sheet.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { CodeField } from '#web/components/ui/code-field.tsx';
import { Field } from '#web/components/ui/field.tsx';
import {
  useCancelSubscriptionMutation,
  useGetCancellationPreviewQuery,
  useSendRefundKeyCodeMutation,
  useUndoCancellationMutation,
} from '#web/lib/api/cancellation.ts';
import { apiMessage, errorText, httpStatus, isNetworkError } from '#web/lib/api/errors.ts';
import styles from './my-plan.module.css';

const REASON_MAX = 500;
const PIX_KEY_MAX = 77;

/** What confirming does, in the words the person reads before the tap. */
function WhatHappens({ preview }: { preview: CancellationPreview }) {
  if (preview.kind === 'arrependimento') {
    return (
      <ul className={styles.list}>
        <li>Você está nos 7 dias do primeiro pagamento: a assinatura é cancelada agora.</li>
        <li>A carteirinha deixa de valer na hora.</li>
        <li>
          Devolvemos o valor integral, {centavosToBr(preview.refund?.amount ?? 0)}, por PIX para o CPF usado no
          pagamento, ou para a chave PIX que você informar abaixo.
        </li>
      </ul>
    );
  }
  if (preview.kind === 'fim-do-periodo') {
    return (
      <ul className={styles.list}>
        <li>A assinatura não será renovada e nada mais será cobrado.</li>
        <li>Tudo continua valendo, inclusive a carteirinha, até {dateToBr(preview.cancelAt)}.</li>
        <li>Depois desse dia a assinatura fica cancelada. Até lá, você pode desfazer o cancelamento.</li>
      </ul>
    );
  }
  return (
    <ul className={styles.list}>
      <li>A assinatura é encerrada agora e não há pagamento a devolver.</li>
      <li>Para voltar, é só assinar de novo.</li>
    </ul>
  );
}

/** The answer: its protocol, and what happens next. */
function Done({ cancellation }: { cancellation: Cancellation }) {
  return (
    <div role="status" className={styles.section}>
      <p>
        <strong>Cancelamento registrado. Protocolo {cancellation.protocol}.</strong>
      </p>
      <p>
        {cancellation.kind === 'fim-do-periodo'
          ? `Sua assinatura não será renovada e vale até ${dateToBr(cancellation.cancelAt)}.`
          : 'Sua assinatura foi encerrada hoje.'}
        {cancellation.refund
          ? ` O reembolso de ${centavosToBr(cancellation.refund.amount)} aparece em Minhas cobranças.`
          : ''}{' '}
        Enviamos a confirmação por e-mail.
      </p>
    </div>
  );
}

function CancelForm({ onDone }: { onDone(cancellation: Cancellation): void }) {
  const preview = useGetCancellationPreviewQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();
  const [reason, setReason] = useState('');
  const [pixKey, setPixKey] = useState('');
  const [pixKeyError, setPixKeyError] = useState<string | undefined>();
  const [sendCode] = useSendRefundKeyCodeMutation();
  // A key other than the payer's CPF: the API asks for the code it has us e-mail (403), then takes it.
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const withKey = Boolean(pixKey.trim()) && preview.data?.kind === 'arrependimento';
  const checkPixKey = () => setPixKeyError(withKey && !parsePixKey(pixKey) ? PIX_KEY_INVALID_MESSAGE : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (withKey && !parsePixKey(pixKey)) {
      setPixKeyError(PIX_KEY_INVALID_MESSAGE);
      return;
    }
    const body = {
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(withKey ? { refundPixKey: pixKey.trim(), ...(needsCode ? { code } : {}) } : {}),
    };
    try {
      onDone(await cancel(body).unwrap());
    } catch (error) {
      if (withKey && !needsCode && httpStatus(error) === 403) {
        const sent = await sendCode();
        setNeedsCode(true);
        if ('error' in sent) setFailure(errorText(sent.error, 'O código não foi enviado'));
        return;
      }
      setFailure(
        isNetworkError(error)
          ? 'Sem conexão. A assinatura não foi cancelada: tente de novo.'
          : (apiMessage(error) ?? 'Não foi possível cancelar agora. Tente de novo.'),
      );
    }
  }

  if (!preview.data) {
    if (!preview.isError) return <p role="status">Carregando…</p>;
    const message = apiMessage(preview.error);
    return message ? (
      <p role="alert">{message}</p>
    ) : (
      <LoadFailure what="o cancelamento" onRetry={() => void preview.refetch()} />
    );
  }
  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate>
      <p>Ao confirmar:</p>
      <WhatHappens preview={preview.data} />
      {preview.data.kind === 'arrependimento' ? (
        <Field
          label="Outra chave PIX para o reembolso (opcional)"
          value={pixKey}
          onChange={(typed) => {
            setPixKey(typed);
            setPixKeyError(undefined);
            setNeedsCode(false);
          }}
          onBlur={checkPixKey}
          error={pixKeyError}
          maxLength={PIX_KEY_MAX}
          autoComplete="off"
          hint="CPF, CNPJ, e-mail, celular com +55 ou chave aleatória. Deixe em branco para receber no CPF do pagamento."
        />
      ) : null}
      {needsCode && withKey ? (
        <CodeField
          label="Código enviado ao seu e-mail"
          value={code}
          onChange={setCode}
          hint="Para receber em outra chave PIX, confirme com o código que enviamos ao seu e-mail."
        />
      ) : null}
      <Field
        label="Por que você está cancelando? (opcional)"
        value={reason}
        onChange={setReason}
        rows={3}
        maxLength={REASON_MAX}
      />
      <ErrorText>{failure}</ErrorText>
      <Button type="submit" loading={isLoading} disabled={isLoading} fullWidth>
        Confirmar cancelamento
      </Button>
    </form>
  );
}

/** 'Cancelar assinatura' (one sheet, no other step) and, while it can be, 'Desfazer cancelamento'. */
export function CancelSubscription({ subscription }: { subscription: Subscription }) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<Cancellation | null>(null);
  const [undo, undoing] = useUndoCancellationMutation();
  const [undoFailure, setUndoFailure] = useState<string | null>(null);
  const undoneNote = useRef<HTMLParagraphElement>(null);
  const [undone, setUndone] = useState(false);
  const { cancellation } = subscription;

  async function undoCancellation() {
    setUndoFailure(null);
    try {
      await undo().unwrap();
      setUndone(true);
      undoneNote.current?.focus();
    } catch (error) {
      setUndoFailure(
        isNetworkError(error)
          ? 'Sem conexão. O cancelamento continua: tente de novo.'
          : (apiMessage(error) ?? 'O cancelamento não pode mais ser desfeito.'),
      );
    }
  }

  return (
    <section className={styles.section} aria-labelledby="plan-cancel">
      <h3 id="plan-cancel" className={styles.heading}>
        Cancelamento
      </h3>
      <p ref={undoneNote} tabIndex={-1} role="status" className={styles.muted}>
        {undone && !cancellation ? 'Cancelamento desfeito: sua assinatura continua e será renovada.' : ''}
      </p>
      {cancellation ? (
        <>
          <p>
            {cancellation.kind === 'fim-do-periodo' && subscription.status !== 'cancelada'
              ? `Cancelamento pedido: a assinatura não será renovada e vale até ${dateToBr(cancellation.cancelAt)}.`
              : `Assinatura cancelada em ${dateToBr(cancellation.cancelAt)}.`}{' '}
            Protocolo {cancellation.protocol}.
          </p>
          <ErrorText>{undoFailure}</ErrorText>
          {cancellation.undoable ? (
            <Button
              variant="secondary"
              loading={undoing.isLoading}
              disabled={undoing.isLoading}
              onClick={() => void undoCancellation()}
            >
              Desfazer cancelamento
            </Button>
          ) : null}
        </>
      ) : subscription.status !== 'cancelada' ? (
        <Button variant="text" onClick={() => setOpen(true)}>
          Cancelar assinatura
        </Button>
      ) : null}
      <BottomSheet
        open={open}
        label="Cancelar assinatura"
        onClose={() => {
          setOpen(false);
          setAnswer(null);
        }}
      >
        <h2 className={styles.name}>Cancelar assinatura</h2>
        {answer ? <Done cancellation={answer} /> : <CancelForm onDone={setAnswer} />}
      </BottomSheet>
    </section>
  );
}
