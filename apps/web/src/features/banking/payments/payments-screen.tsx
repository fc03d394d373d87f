import { Header } from '#web/components/header/header.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { PAYMENT_ENTRIES } from '#web/sample-data/index.ts';
import { ListRow, RowList } from '../components/list-row';

/** /Payments: eight kinds of payment; only Mobile payment and IBAN payment lead anywhere. */
export default function PaymentsScreen() {
  return (
    <Screen header={<Header title="Payments" showBack />}>
      <RowList label="Payments">
        {PAYMENT_ENTRIES.map((entry) => (
          <ListRow
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
