import { lazy, Suspense, useState } from 'react';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { OperatorCharges } from '#web/features/payments/operator-charges.tsx';
import { OperatorQueue } from '#web/features/service-requests/operator-screen.tsx';

// Used by few and rarely: their code loads when their tab is opened, keeping this route's chunk small.
const OperatorRefunds = lazy(() =>
  import('#web/features/payments/operator-refunds.tsx').then((module) => ({ default: module.OperatorRefunds })),
);
const AffiliateStatement = lazy(() =>
  import('#web/features/payments/affiliate-statement.tsx').then((module) => ({ default: module.AffiliateStatement })),
);

const VIEWS = {
  atendimentos: 'Atendimentos',
  cobrancas: 'Cobranças',
  reembolsos: 'Reembolsos',
  afiliados: 'Afiliados',
} as const;

function View({ name }: { name: keyof typeof VIEWS }) {
  if (name === 'atendimentos') return <OperatorQueue />;
  if (name === 'cobrancas') return <OperatorCharges />;
  return (
    <Suspense fallback={<p role="status">Carregando…</p>}>
      {name === 'reembolsos' ? <OperatorRefunds /> : <AffiliateStatement />}
    </Suspense>
  );
}

/** /Operador: the central's queues (service requests, charges, refunds) and the affiliates' statement, one at a time. */
export default function OperatorScreen() {
  const [view, setView] = useState<keyof typeof VIEWS>('atendimentos');
  return (
    <Screen header={<Header title={`Central: ${VIEWS[view].toLowerCase()}`} showBack />}>
      <nav aria-label="Filas da central">
        {(Object.keys(VIEWS) as (keyof typeof VIEWS)[]).map((name) => (
          <Button
            key={name}
            variant={view === name ? 'primary' : 'secondary'}
            aria-pressed={view === name}
            onClick={() => setView(name)}
          >
            {VIEWS[name]}
          </Button>
        ))}
      </nav>
      <View name={view} />
    </Screen>
  );
}
