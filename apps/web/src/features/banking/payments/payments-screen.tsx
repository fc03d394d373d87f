import { Header } from '#web/components/header/header.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { PAYMENT_ENTRIES } from '#web/sample-data/index.ts';
import { LinkRow, RowList } from '#web/components/ui/link-row.tsx';

/** /Payments: eight kinds of payment; only Mobile payment and IBAN payment lead anywhere. */
export default function PaymentsScreen() {
  return (
    <Screen header={<Header title="Payments" sample showBack />}>
      <RowList label="Payments">
        {PAYMENT_ENTRIES.map((entry) => (
          <LinkRow
            key={entry.title}
            title={entry.title}
            to={entry.route ?? undefined}
            detail={entry.route ? undefined : 'Ainda não disponível'}
          />
        ))}
      </RowList>
    </Screen>
  );
}
