import { useId } from 'react';
import type { SubscriberRecord } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { useGetSubscriberRecordQuery, useRevealSubscriberContactMutation } from '#web/lib/api/desk/subscribers.ts';
import { errorText, httpStatus } from '#web/lib/api/errors.ts';
import { AutoRenewalPart, Facts, HistoryParts, relationshipText, Section, SubscriptionPart } from './record-sections';
import { SubscriberActions, type CardHolder } from './subscriber-actions';
import { when } from './record-words';
import styles from './lookup.module.css';

/** The CPF and phone masked as the API sends them; 'Mostrar' asks for them in full (an audit entry). */
function Contact({ account }: { account: SubscriberRecord['account'] }) {
  const [reveal, revealed] = useRevealSubscriberContactMutation();
  const noteId = useId();
  const shown = revealed.data;
  const phoneNote = account.phoneVerified ? ' (confirmado)' : '';
  const hidden = account.maskedCpf !== null || account.maskedPhone !== null;
  return (
    <div className={styles.contact}>
      <Facts
        rows={[
          ['CPF', (shown ? shown.cpf : account.maskedCpf) ?? 'Não informado'],
          ['Telefone', `${(shown ? shown.phone : account.maskedPhone) ?? 'Não informado'}${phoneNote}`],
        ]}
      />
      {hidden && !shown ? (
        <div className={styles.reveal}>
          <Button
            variant="secondary"
            size="compact"
            loading={revealed.isLoading}
            disabled={revealed.isLoading}
            aria-describedby={noteId}
            onClick={() => void reveal(account.id)}
          >
            Mostrar
          </Button>
          <p id={noteId} className={styles.muted}>
            Mostra o CPF e o telefone completos; fica registrado na auditoria.
          </p>
        </div>
      ) : null}
      {shown ? <p className={styles.muted}>CPF e telefone completos: registrado na auditoria.</p> : null}
      <ErrorText>
        {revealed.isError ? errorText(revealed.error, 'O CPF e o telefone não foram mostrados') : null}
      </ErrorText>
    </div>
  );
}

/** The titular's card and each dependant's still valid, for 'Reemitir a carteirinha'. */
const cardHolders = (record: SubscriberRecord): CardHolder[] => [
  { value: 'titular', label: `${record.account.name} (titular)` },
  ...record.dependants
    .filter((dependant) => dependant.card === 'valida')
    .map((dependant) => ({
      value: dependant.id,
      label: `${dependant.name} (${relationshipText(dependant.relationship)})`,
    })),
];

function Record({ record }: { record: SubscriberRecord }) {
  const { account } = record;
  return (
    <div className={styles.record}>
      <Section title="Conta">
        <Facts
          rows={[
            ['Nome', account.name],
            ['E-mail', account.email],
            ['Conta criada em', when(account.createdAt)],
            ['E-mail confirmado em', when(account.confirmedAt)],
            ['Avisos por e-mail', account.notifyByEmail ? 'Sim' : 'Não'],
          ]}
        />
        <Contact account={account} />
      </Section>
      <Section title="Ações">
        <SubscriberActions id={account.id} holders={cardHolders(record)} />
      </Section>
      <SubscriptionPart subscription={record.subscription} />
      <AutoRenewalPart renewal={record.autoRenewal} />
      <HistoryParts record={record} />
    </div>
  );
}

/** A subscriber's page at the central: everything the API answers about them, read when opened. */
export function SubscriberPage({ id }: { id: string }) {
  const page = useGetSubscriberRecordQuery(id, { refetchOnMountOrArgChange: true });
  if (page.data) return <Record record={page.data} />;
  if (page.isError) {
    if (httpStatus(page.error) === 404) return <p role="alert">Este assinante não foi encontrado.</p>;
    return <LoadFailure what="a ficha do assinante" onRetry={() => void page.refetch()} />;
  }
  return <p role="status">Carregando a ficha…</p>;
}
