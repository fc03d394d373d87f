import { lazy } from 'react';
import { DeskShell, type DeskTab } from '#web/components/desk/desk-shell.tsx';

// Each tab is a chunk of its own, loaded when opened (the queue's beside this screen's: later-screens.ts).
const OperatorQueue = lazy(() =>
  import('#web/features/service-requests/desk/operator-queue.tsx').then((module) => ({
    default: module.OperatorQueue,
  })),
);
const OperatorCharges = lazy(() =>
  import('#web/features/payments/desk/operator-charges.tsx').then((module) => ({ default: module.OperatorCharges })),
);
const OperatorRefunds = lazy(() =>
  import('#web/features/payments/desk/operator-refunds.tsx').then((module) => ({ default: module.OperatorRefunds })),
);
const AffiliateStatement = lazy(() =>
  import('#web/features/payments/desk/affiliate-statement.tsx').then((module) => ({
    default: module.AffiliateStatement,
  })),
);

const TABS: readonly DeskTab[] = [
  { id: 'atendimentos', label: 'Atendimentos', content: <OperatorQueue /> },
  { id: 'cobrancas', label: 'Cobranças', content: <OperatorCharges /> },
  { id: 'reembolsos', label: 'Reembolsos', content: <OperatorRefunds /> },
  { id: 'afiliados', label: 'Afiliados', content: <AffiliateStatement /> },
];

/** /Operador: the central's desk: the service-request queue, charges, refunds and the affiliates' statement. */
export default function OperatorScreen() {
  return <DeskShell title="Central" navLabel="Filas da central" tabs={TABS} />;
}
