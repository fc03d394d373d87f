import { lazy } from 'react';
import { rolesAllow, type StaffAccess } from '@game-assist/contracts/rules';
import { DeskShell, type DeskTab } from '#web/components/desk/desk-shell.tsx';
import { StaffGate } from './staff-gate';

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
const AffiliatesTab = lazy(() =>
  import('#web/features/payments/desk/affiliates-tab.tsx').then((module) => ({ default: module.AffiliatesTab })),
);
const SubscriberLookup = lazy(() =>
  import('#web/features/lookup/desk/subscriber-lookup.tsx').then((module) => ({ default: module.SubscriberLookup })),
);
const IndicatorsScreen = lazy(() =>
  import('#web/features/indicators/desk/indicators-screen.tsx').then((module) => ({
    default: module.IndicatorsScreen,
  })),
);
const AuditLog = lazy(() =>
  import('#web/features/audit/desk/audit-log.tsx').then((module) => ({ default: module.AuditLog })),
);
const CatalogueScreen = lazy(() =>
  import('#web/features/catalogue/desk/catalogue-screen.tsx').then((module) => ({ default: module.CatalogueScreen })),
);

const TeamScreen = lazy(() =>
  import('#web/features/team/desk/team-screen.tsx').then((module) => ({ default: module.TeamScreen })),
);

/** Each tab and the role it needs: the same as its endpoints' in the route table (the server checks them). */
const TABS: readonly (DeskTab & { role: StaffAccess })[] = [
  { id: 'atendimentos', label: 'Atendimentos', role: 'atendimento', content: <OperatorQueue /> },
  { id: 'cobrancas', label: 'Cobranças', role: 'financeiro', content: <OperatorCharges /> },
  { id: 'reembolsos', label: 'Reembolsos', role: 'financeiro', content: <OperatorRefunds /> },
  { id: 'afiliados', label: 'Afiliados', role: 'financeiro', content: <AffiliatesTab /> },
  { id: 'assinantes', label: 'Assinantes', role: 'equipe', content: <SubscriberLookup /> },
  { id: 'indicadores', label: 'Indicadores', role: 'financeiro', content: <IndicatorsScreen /> },
  { id: 'equipe', label: 'Equipe', role: 'administrador', content: <TeamScreen /> },
  { id: 'catalogo', label: 'Catálogo', role: 'administrador', content: <CatalogueScreen /> },
  { id: 'auditoria', label: 'Auditoria', role: 'administrador', content: <AuditLog /> },
];

/** /Operador: the central's desk, the tabs the person's roles allow, once signed in with a staff passkey. */
export default function OperatorScreen() {
  return (
    <StaffGate>
      {(me) => (
        <DeskShell
          title="Central"
          navLabel="Filas da central"
          tabs={TABS.filter((tab) => rolesAllow(me.roles, tab.role))}
        />
      )}
    </StaffGate>
  );
}
