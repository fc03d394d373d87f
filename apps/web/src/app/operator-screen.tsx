import { useState } from 'react';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { OperatorCharges } from '#web/features/payments/operator-charges.tsx';
import { OperatorQueue } from '#web/features/service-requests/operator-screen.tsx';

const VIEWS = { atendimentos: 'Atendimentos', cobrancas: 'Cobranças' } as const;

/** /Operador: the central's two queues, service requests and charges, one at a time. */
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
      {view === 'atendimentos' ? <OperatorQueue /> : <OperatorCharges />}
    </Screen>
  );
}
