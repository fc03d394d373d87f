import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CHARGE_STATUS_LABELS,
  centavosToBr,
  instantToBr,
  RECEIPT_STATUSES,
  webPaths,
  paidWithText,
} from '@game-assist/contracts/rules';
import type { Charge } from '@game-assist/contracts/schemas';
import { Header } from '#web/components/header/header.tsx';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { useGetChargesQuery } from '#web/lib/api/payments.ts';
import { ChargePanel } from './charge-panel';
import { ReceiptView } from './receipt-view';
import styles from './payments.module.css';

type Opened = { id: string; view: 'recibo' | 'pix' };

const STATUS_TONES: Record<Charge['status'], BadgeTone> = {
  pendente: 'warning',
  paga: 'success',
  expirada: 'neutral',
  cancelada: 'neutral',
  'reembolso-pendente': 'info',
  reembolsada: 'info',
  contestada: 'warning',
};

function ChargeRow({ charge, onOpen }: { charge: Charge; onOpen(opened: Opened): void }) {
  const hasReceipt = RECEIPT_STATUSES.includes(charge.status);
  // A PIX Automático debit is taken by the bank: no code to pay.
  const payable = charge.status === 'pendente' && !(charge.automatic && !charge.pix);
  const label = `${centavosToBr(charge.amount)} · ${paidWithText(charge)}`;
  return (
    <li className={styles.row}>
      <p>
        <strong>{label}</strong>
        <br />
        <span className={styles.muted}>
          {charge.paidAt ? `Paga em ${instantToBr(charge.paidAt)}` : `Criada em ${instantToBr(charge.createdAt)}`}
        </span>
      </p>
      <Badge tone={STATUS_TONES[charge.status]}>{CHARGE_STATUS_LABELS[charge.status]}</Badge>
      {hasReceipt ? (
        <Button
          variant="secondary"
          aria-label={`Ver recibo de ${label}`}
          onClick={() => onOpen({ id: charge.id, view: 'recibo' })}
        >
          Ver recibo
        </Button>
      ) : null}
      {payable ? (
        <Button
          variant="secondary"
          aria-label={charge.method === 'pix' ? `Ver código PIX de ${label}` : `Pagar ${label}`}
          onClick={() => onOpen({ id: charge.id, view: 'pix' })}
        >
          {charge.method === 'pix' ? 'Ver código PIX' : 'Pagar'}
        </Button>
      ) : null}
    </li>
  );
}

/** Every charge, newest first; a paid one opens its receipt, a pending one its PIX code again. */
export default function MyChargesScreen() {
  const charges = useGetChargesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [opened, setOpened] = useState<Opened | null>(null);
  const navigate = useNavigate();
  const items = charges.data?.items;

  return (
    <Screen header={<Header title="Minhas cobranças" showBack />}>
      {charges.isError ? <LoadFailure what="suas cobranças" onRetry={() => void charges.refetch()} /> : null}
      {charges.isLoading ? <p role="status">Carregando suas cobranças…</p> : null}
      {opened ? (
        <>
          <div className={styles.noPrint}>
            <Button variant="text" onClick={() => setOpened(null)}>
              Voltar às cobranças
            </Button>
          </div>
          {opened.view === 'recibo' ? (
            <ReceiptView chargeId={opened.id} />
          ) : (
            <ChargePanel id={opened.id} onNewCharge={() => void navigate(webPaths.subscribe)} />
          )}
        </>
      ) : items && items.length === 0 ? (
        <EmptyState title="Nenhuma cobrança ainda">Quando você assinar, ela aparece aqui.</EmptyState>
      ) : items ? (
        <ul className={styles.list} aria-label="Cobranças">
          {items.map((charge) => (
            <ChargeRow key={charge.id} charge={charge} onOpen={setOpened} />
          ))}
        </ul>
      ) : null}
    </Screen>
  );
}
