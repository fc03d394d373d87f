import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiRoutes, COURTESY_DAYS_MAX, rolesAllow, SUBSCRIBER_ACTION_REASON_MAX } from '@game-assist/contracts/rules';
import type { CourtesyBody } from '@game-assist/contracts/schemas';
import { useMoneyAction } from '#web/components/desk/step-up.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field, type FieldProps } from '#web/components/ui/field.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { subscriberActionsApi } from '#web/lib/api/desk/subscriber-actions.ts';
import { useGetStaffMeQuery } from '#web/lib/api/desk/staff.ts';
import { errorText } from '#web/lib/api/errors.ts';
import { newIdempotencyKey } from '#web/lib/api/idempotency.ts';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.ts';
import { useAppDispatch } from '#web/lib/state/root-reducer.ts';
import styles from './lookup.module.css';

type Simple = 'resendSubscriberPix' | 'resendSubscriberReceipt' | 'reissueSubscriberCard' | 'endSubscriberSessions';
type ActionName = Simple | 'grantSubscriberCourtesy';

/** Each act, what its button says and what it does, in the order the page offers them. */
const ACTIONS: readonly { name: ActionName; label: string; does: string }[] = [
  {
    name: 'resendSubscriberPix',
    label: 'Reenviar o código PIX',
    does: 'O código PIX da cobrança pendente vai de novo para o e-mail do assinante.',
  },
  {
    name: 'resendSubscriberReceipt',
    label: 'Reenviar o recibo',
    does: 'O recibo do último pagamento vai de novo para o e-mail do assinante.',
  },
  {
    name: 'reissueSubscriberCard',
    label: 'Reemitir a carteirinha',
    does: 'A carteirinha atual deixa de valer na hora; o app do assinante recebe uma nova.',
  },
  {
    name: 'grantSubscriberCourtesy',
    label: 'Cortesia',
    does: `Dias a mais no período pago (de 1 a ${COURTESY_DAYS_MAX}), que o assinante vê como “Cortesia”. Pede a sua chave de acesso.`,
  },
  {
    name: 'endSubscriberSessions',
    label: 'Encerrar as sessões',
    does: 'O assinante sai de todos os aparelhos e precisa entrar de novo.',
  },
];

function ReasonField(binding: Omit<FieldProps, 'label'>) {
  return (
    <Field
      label="Motivo"
      hint="Obrigatório; fica registrado na auditoria."
      rows={3}
      maxLength={SUBSCRIBER_ACTION_REASON_MAX}
      {...binding}
    />
  );
}

/** The form's frame: what the act does, its fields, 'Confirmar' and 'Voltar'; the focus on the first field. */
function ActionForm({
  label,
  does,
  busy,
  failure,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  does: string;
  busy: boolean;
  failure: string | null;
  onSubmit(): void;
  onCancel(): void;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLElement>('input, textarea')?.focus(), []);
  return (
    <form
      ref={form}
      className={styles.actionForm}
      aria-label={label}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className={styles.muted}>{does}</p>
      {children}
      <ErrorText>{failure}</ErrorText>
      <div className={styles.actionRow}>
        <Button type="submit" size="compact" loading={busy} disabled={busy}>
          Confirmar
        </Button>
        <Button variant="text" size="compact" disabled={busy} onClick={onCancel}>
          Voltar
        </Button>
      </div>
    </form>
  );
}

/** Whose card 'Reemitir a carteirinha' re-issues: 'titular' (the account's own) or a dependant's id. */
export interface CardHolder {
  value: string;
  label: string;
}

interface FormProps {
  id: string;
  action: (typeof ACTIONS)[number];
  onClose(done: boolean): void;
}

/** An act that needs only its reason: the API's words in a toast when done, or in the form when refused. */
function ReasonForm({
  id,
  action,
  holders = [],
  onClose,
}: FormProps & { action: { name: Simple }; holders?: readonly CardHolder[] }) {
  const dispatch = useAppDispatch();
  const [holder, setHolder] = useState('titular');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({ schema: 'subscriberAction', initial: { motivo: '' } });

  async function send() {
    setFailure(null);
    const body = await form.validate();
    if (!body) return;
    setBusy(true);
    try {
      const { name } = action;
      const done = await dispatch(
        name === 'reissueSubscriberCard'
          ? subscriberActionsApi.endpoints[name].initiate({
              id,
              body: holder === 'titular' ? body : { ...body, dependente: holder },
            })
          : subscriberActionsApi.endpoints[name].initiate({ id, body }),
      ).unwrap();
      showToast(done.message);
      onClose(true);
    } catch (error) {
      setBusy(false);
      if (!form.showServerErrors(error)) setFailure(errorText(error, 'Nada mudou'));
    }
  }

  return (
    <ActionForm {...action} busy={busy} failure={failure} onSubmit={() => void send()} onCancel={() => onClose(false)}>
      {action.name === 'reissueSubscriberCard' && holders.length > 1 ? (
        <RadioGroup legend="De quem é a carteirinha" value={holder} options={holders} onChange={setHolder} />
      ) : null}
      <ReasonField {...form.field('motivo')} />
    </ActionForm>
  );
}

/** 'Cortesia' (financeiro): days and reason; a money action, so the passkey may be asked again (the same key). */
function CourtesyForm({ id, action, onClose }: FormProps) {
  const dispatch = useAppDispatch();
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const body = useRef<CourtesyBody | null>(null);
  const form = useSchemaForm({
    schema: 'courtesy',
    initial: { motivo: '', dias: '' },
    toBody: (values) => ({ motivo: values.motivo, dias: values.dias.trim() ? Number(values.dias) : undefined }),
  });
  const grant = useMoneyAction(async () => {
    if (!body.current) return;
    setBusy(true);
    try {
      const granted = await dispatch(
        subscriberActionsApi.endpoints.grantSubscriberCourtesy.initiate({ id, body: body.current, key }),
      ).unwrap();
      showToast(granted.message);
      onClose(true);
    } finally {
      setBusy(false);
    }
  });

  async function send() {
    const valid = await form.validate();
    if (!valid) return;
    body.current = valid;
    await grant.run();
  }

  return (
    <ActionForm
      {...action}
      busy={busy}
      failure={grant.failure}
      onSubmit={() => void send()}
      onCancel={() => onClose(false)}
    >
      <Field
        label="Dias de cortesia"
        hint={`De 1 a ${COURTESY_DAYS_MAX}.`}
        inputMode="numeric"
        maxLength={2}
        {...form.field('dias')}
      />
      <ReasonField {...form.field('motivo')} />
      {grant.prompt}
    </ActionForm>
  );
}

/** The acts on a subscriber's page that this person's roles allow; one form open at a time. */
export function SubscriberActions({ id, holders }: { id: string; holders?: readonly CardHolder[] }) {
  const me = useGetStaffMeQuery();
  const [open, setOpen] = useState<ActionName | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const roles = me.data?.roles ?? [];
  const allowed = ACTIONS.filter((action) => rolesAllow(roles, apiRoutes[action.name].role));
  if (allowed.length === 0) return null;
  const current = allowed.find((action) => action.name === open);

  function close() {
    const was = open;
    setOpen(null);
    // Back on the button that opened the form.
    requestAnimationFrame(() => buttons.current?.querySelector<HTMLElement>(`[data-action="${was}"]`)?.focus());
  }

  return (
    <div className={styles.actions}>
      <div ref={buttons} className={styles.actionRow}>
        {allowed.map((action) => (
          <Button
            key={action.name}
            variant="secondary"
            size="compact"
            data-action={action.name}
            aria-expanded={open === action.name}
            onClick={() => setOpen(open === action.name ? null : action.name)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {current?.name === 'grantSubscriberCourtesy' ? (
        <CourtesyForm key={current.name} id={id} action={current} onClose={close} />
      ) : current ? (
        <ReasonForm
          key={current.name}
          id={id}
          action={{ ...current, name: current.name }}
          holders={holders}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
