import { useState } from 'react';
import {
  AUTO_RENEWAL_LABELS,
  AUTO_RENEWAL_STATUS_LABELS,
  centavosToBr,
  dateToBr,
  type AutoRenewalStatus,
} from '@game-assist/contracts/rules';
import type { AutoRenewal, Subscription } from '@game-assist/contracts/schemas';
import { BottomSheet } from '#web/components/ui/bottom-sheet.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { useDeactivateAutoRenewalMutation } from '#web/lib/api/cancellation.ts';
import { apiMessage, isNetworkError } from '#web/lib/api/errors.ts';
import styles from './my-plan.module.css';

const until = (paidUntil: string | null) => (paidUntil ? ` A assinatura vale até ${dateToBr(paidUntil)}.` : '');

/** What each state means for the person, beyond its name: what will (not) be debited and what to do. */
function stateText(status: AutoRenewalStatus, renewal: AutoRenewal, paidUntil: string | null): string {
  switch (status) {
    case 'ativa':
      return renewal.nextDebitOn && renewal.nextDebitAmount !== null
        ? `Próximo débito: ${centavosToBr(renewal.nextDebitAmount)} em ${dateToBr(renewal.nextDebitOn)}.`
        : `Nenhum débito agendado.${until(paidUntil)}`;
    case 'pendente':
      return 'Aguardando o pagamento do código PIX em Assinar: ao pagar, você autoriza os próximos débitos no app do seu banco.';
    case 'recusada':
      return `O seu banco recusou a autorização: nada será debitado.${until(paidUntil)} Para renovar, pague um código PIX em Assinar.`;
    case 'cancelada-pelo-pagador':
      return `A autorização foi cancelada no app do seu banco: nada mais será debitado.${until(paidUntil)}`;
    case 'desativada':
      return `Você desativou a renovação automática: nada mais será debitado.${until(paidUntil)}`;
    case 'expirada':
      return 'A autorização expirou antes do primeiro pagamento: nada será debitado. Para assinar, gere um novo código PIX em Assinar.';
  }
}

/** The last debit sent to the bank, when it is news: still on its way, or not taken. */
function lastDebitText({ lastDebit }: AutoRenewal): string | null {
  if (!lastDebit || lastDebit.status === 'pago') return null;
  const what = `O débito de ${centavosToBr(lastDebit.amount)} de ${dateToBr(lastDebit.dueOn)}`;
  return lastDebit.status === 'agendado'
    ? `${what} foi enviado ao seu banco.`
    : `${what} não foi concluído pelo banco.`;
}

function DeactivateForm({
  renewal,
  paidUntil,
  onDone,
}: {
  renewal: AutoRenewal;
  paidUntil: string | null;
  onDone(): void;
}) {
  const [deactivate, { isLoading }] = useDeactivateAutoRenewalMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      const answer = await deactivate().unwrap();
      showToast(`Renovação automática desativada: nada mais será debitado.${until(answer.paidUntil)}`);
      onDone();
    } catch (error) {
      setFailure(
        isNetworkError(error)
          ? 'Sem conexão. A renovação automática continua ativa: tente de novo.'
          : (apiMessage(error) ??
              'Não foi possível desativar agora. A renovação automática continua ativa: tente de novo.'),
      );
    }
  }

  return (
    <div className={styles.section}>
      <p>Ao confirmar:</p>
      <ul className={styles.list}>
        {renewal.nextDebitOn && renewal.nextDebitAmount !== null && renewal.cutOff ? (
          <li>
            O próximo débito, de {centavosToBr(renewal.nextDebitAmount)} em {dateToBr(renewal.nextDebitOn)}, não será
            feito: o prazo para desativar antes dele é {dateToBr(renewal.cutOff)}.
          </li>
        ) : (
          <li>Nenhum débito será feito pelo PIX Automático.</li>
        )}
        <li>
          {paidUntil
            ? `A assinatura continua valendo, com a carteirinha, até ${dateToBr(paidUntil)}: o fim do que já foi pago.`
            : 'A assinatura continua até o fim do que já foi pago.'}
        </li>
        <li>Depois disso, para continuar, pague um código PIX em Assinar.</li>
      </ul>
      <ErrorText>{failure}</ErrorText>
      <Button loading={isLoading} disabled={isLoading} onClick={() => void confirm()} fullWidth>
        Confirmar desativação
      </Button>
    </div>
  );
}

/** 'Renovação automática' on /MeuPlano: the authorisation's state, the next debit, and turning it off. */
export function AutoRenewalCard({ subscription }: { subscription: Subscription }) {
  const [open, setOpen] = useState(false);
  const renewal = subscription.autoRenewal;
  if (!renewal) return null;
  const canDeactivate = renewal.status === 'ativa' || renewal.status === 'pendente';
  const debit = lastDebitText(renewal);
  return (
    <Card
      id="plan-auto-renewal"
      title={`Renovação automática: ${AUTO_RENEWAL_STATUS_LABELS[renewal.status]} (PIX Automático)`}
      actions={
        canDeactivate ? (
          <Button variant="secondary" onClick={() => setOpen(true)} fullWidth>
            Desativar renovação automática
          </Button>
        ) : undefined
      }
    >
      <p className={styles.muted}>{AUTO_RENEWAL_LABELS[renewal.frequency]}</p>
      <p>{stateText(renewal.status, renewal, subscription.paidUntil)}</p>
      {debit ? <p>{debit}</p> : null}
      <BottomSheet open={open} label="Desativar renovação automática" onClose={() => setOpen(false)}>
        <h2 className={styles.sheetTitle}>Desativar renovação automática</h2>
        <DeactivateForm renewal={renewal} paidUntil={subscription.paidUntil} onDone={() => setOpen(false)} />
        <Button variant="text" onClick={() => setOpen(false)} fullWidth>
          Manter renovação automática
        </Button>
      </BottomSheet>
    </Card>
  );
}
