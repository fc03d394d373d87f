import { useId, type ReactNode } from 'react';
import {
  AUTO_RENEWAL_LABELS,
  AUTO_RENEWAL_STATUS_LABELS,
  centavosToBr,
  CHARGE_STATUS_LABELS,
  dateToBr,
  DEPENDANT_RELATIONSHIP_LABELS,
  STATUS_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  type DependantRelationship,
  paidWithText,
} from '@game-assist/contracts/rules';
import type { SubscriberRecord } from '@game-assist/contracts/schemas';
import { CellNote } from '#web/components/desk/data-table.tsx';
import { ratingSummary } from '#web/lib/rating-words.ts';
import {
  CANCELLATION_KIND_LABELS,
  CARD_LABELS,
  causeText,
  CHARGE_KIND_LABELS,
  consentText,
  day,
  REFUND_STATUS_LABELS,
  when,
} from './record-words';
import styles from './lookup.module.css';

/** One part of the subscriber's page: its heading, then its items or the words for none. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.part}>
      <h3 id={id} className={styles.partTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A section listing its items, each a first line and quieter facts below; `empty` when there are none. */
function Items<Item>({
  title,
  items,
  empty,
  line,
  note,
}: {
  title: string;
  items: readonly Item[];
  empty: string;
  line(item: Item): ReactNode;
  note(item: Item): ReactNode;
}) {
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.items}>
          {items.map((item, index) => (
            <li key={index}>
              <span className={styles.itemLine}>{line(item)}</span>
              <CellNote>{note(item)}</CellNote>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Facts as a definition list: term, then value. */
export function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const relationshipText = (relationship: string) =>
  DEPENDANT_RELATIONSHIP_LABELS[relationship as DependantRelationship] ?? relationship;

export function SubscriptionPart({ subscription }: { subscription: SubscriberRecord['subscription'] }) {
  if (!subscription) {
    return (
      <Section title="Assinatura">
        <p className={styles.muted}>Sem assinatura.</p>
      </Section>
    );
  }
  return (
    <>
      <Section title="Assinatura">
        <Facts
          rows={[
            ['Situação', SUBSCRIPTION_STATUS_LABELS[subscription.status]],
            ['Plano', subscription.planId],
            ['Adicionais', subscription.addOns.join(', ') || 'Nenhum'],
            ['Número de associado', subscription.memberNumber],
            ['Pago até', day(subscription.paidUntil)],
            ['Início', when(subscription.startedAt)],
            ...(subscription.cancelsOn ? [['Termina em', day(subscription.cancelsOn)] as [string, string]] : []),
          ]}
        />
      </Section>
      <Items
        title="Histórico da assinatura"
        items={subscription.history}
        empty="Nenhuma mudança registrada."
        line={(change) =>
          `${change.from ? `${SUBSCRIPTION_STATUS_LABELS[change.from]} → ` : ''}${SUBSCRIPTION_STATUS_LABELS[change.to]}`
        }
        note={(change) =>
          `${causeText(change.cause)} · ${when(change.at)}${change.paidUntil ? ` · pago até ${day(change.paidUntil)}` : ''}`
        }
      />
      <Items
        title="Cancelamentos"
        items={subscription.cancellations}
        empty="Nenhum cancelamento."
        line={(cancellation) => `${cancellation.protocol} · ${CANCELLATION_KIND_LABELS[cancellation.kind]}`}
        note={(cancellation) =>
          `Pedido em ${when(cancellation.requestedAt)} · termina em ${day(cancellation.endsOn)}${cancellation.undoneAt ? ` · desfeito em ${when(cancellation.undoneAt)}` : ''}`
        }
      />
    </>
  );
}

const DEBIT_STATUS_LABELS = { agendado: 'enviado ao banco', pago: 'pago', falhou: 'não realizado' } as const;

/** 'PIX Automático' (#69): the latest authorisation's state, its next debit and the last one sent to the bank. */
export function AutoRenewalPart({ renewal }: { renewal: SubscriberRecord['autoRenewal'] }) {
  if (!renewal) return null;
  const { nextDebitOn, nextDebitAmount, cutOff, lastDebit } = renewal;
  return (
    <Section title="PIX Automático">
      <Facts
        rows={[
          ['Autorização', `${AUTO_RENEWAL_LABELS[renewal.frequency]} · ${AUTO_RENEWAL_STATUS_LABELS[renewal.status]}`],
          [
            'Próximo débito',
            nextDebitOn && nextDebitAmount !== null
              ? `${centavosToBr(nextDebitAmount)} em ${dateToBr(nextDebitOn)}${cutOff ? ` · desativável até ${dateToBr(cutOff)}` : ''}`
              : 'Nenhum agendado',
          ],
          [
            'Último débito',
            lastDebit
              ? `${centavosToBr(lastDebit.amount)} em ${dateToBr(lastDebit.dueOn)} · ${DEBIT_STATUS_LABELS[lastDebit.status]}`
              : 'Nenhum ainda',
          ],
        ]}
      />
    </Section>
  );
}

/** Charges, refunds, dependants, requests, notifications, e-mails, sessions and consents, in that order. */
export function HistoryParts({ record }: { record: SubscriberRecord }) {
  return (
    <>
      <Items
        title="Cobranças"
        items={record.charges}
        empty="Nenhuma cobrança."
        line={(charge) =>
          `${centavosToBr(charge.amountCents)} · ${paidWithText(charge)} · ${CHARGE_STATUS_LABELS[charge.status]}`
        }
        note={(charge) =>
          `${CHARGE_KIND_LABELS[charge.kind]} · criada em ${when(charge.createdAt)} · ${charge.paidAt ? `paga em ${when(charge.paidAt)}` : `vence em ${when(charge.expiresAt)}`} · txid ${charge.txid}`
        }
      />
      <Items
        title="Reembolsos"
        items={record.refunds}
        empty="Nenhum reembolso."
        line={(refund) => `${centavosToBr(refund.amountCents)} · ${REFUND_STATUS_LABELS[refund.status]}`}
        note={(refund) =>
          `${refund.protocol ? `${refund.protocol} · ` : ''}pedido em ${when(refund.requestedAt)}${refund.completedAt ? ` · concluído em ${when(refund.completedAt)}` : ''}`
        }
      />
      <Items
        title="Dependentes e carteirinhas"
        items={record.dependants}
        empty="Nenhum dependente."
        line={(dependant) => `${dependant.name} · ${relationshipText(dependant.relationship)}`}
        note={(dependant) =>
          `${dependant.memberNumber} · ${CARD_LABELS[dependant.card]} · incluído em ${when(dependant.includedAt)}${dependant.removedAt ? ` · removido em ${when(dependant.removedAt)}` : ''}${dependant.hasSignIn ? ' · tem acesso próprio' : ''}`
        }
      />
      <Items
        title="Atendimentos"
        items={record.requests}
        empty="Nenhum atendimento."
        line={(request) => `${request.protocol} · ${STATUS_LABELS[request.status]}`}
        note={(request) =>
          `${request.benefitName} · aberto em ${when(request.createdAt)} · responder até ${when(request.respondBy)}${request.rating ? ` · ${ratingSummary(request.rating)}` : ''}`
        }
      />
      <Items
        title="Notificações no app"
        items={record.notifications}
        empty="Nenhuma notificação."
        line={(notification) => notification.title}
        note={(notification) =>
          `${when(notification.createdAt)} · ${notification.readAt ? `lida em ${when(notification.readAt)}` : 'não lida'}`
        }
      />
      <Items
        title="E-mails enviados"
        items={record.emails}
        empty="Nenhum e-mail."
        line={(email) => email.subject}
        note={(email) =>
          email.failedAt
            ? `Falhou em ${when(email.failedAt)}`
            : email.sentAt
              ? `Enviado em ${when(email.sentAt)}`
              : `Na fila desde ${when(email.createdAt)}`
        }
      />
      <Items
        title="Aparelhos conectados"
        items={record.sessions}
        empty="Nenhum aparelho conectado."
        line={(session) => session.device}
        note={(session) => `Entrou em ${when(session.createdAt)} · último uso em ${when(session.lastUsedAt)}`}
      />
      <Items
        title="Consentimentos"
        items={record.consents}
        empty="Nenhum consentimento registrado."
        line={(consent) => `${consentText(consent.purpose)}: ${consent.granted ? 'concedido' : 'recusado'}`}
        note={(consent) => when(consent.at)}
      />
    </>
  );
}
