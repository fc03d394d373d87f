import { Header } from '../../../components/header/header';
import { formatMoney } from '../../../components/ui/money';
import { Screen } from '../../../components/ui/screen';
import { ENTREPRENEUR_ACCOUNTS, SAMPLE_CARDS, TOP_UP_SOURCES } from '../../../sample-data';
import { cardLabel } from '../components/card-picker';
import { ListRow, RowList } from '../components/list-row';
import layout from '../components/layout.module.css';

const maskIban = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

/** /TopUpPayment: where money can come from: own cards, entrepreneur accounts and other methods. */
export default function TopUpPaymentScreen() {
  return (
    <Screen header={<Header title="Top-up" showBack />}>
      <div className={layout.stack}>
        <section className={layout.section} aria-labelledby="top-up-cards">
          <h2 id="top-up-cards" className={layout.sectionTitle}>
            Cards
          </h2>
          <RowList>
            {SAMPLE_CARDS.map((card) => (
              <ListRow key={card.id} title={cardLabel(card)} detail={card.holder} />
            ))}
          </RowList>
        </section>
        <section className={layout.section} aria-labelledby="top-up-accounts">
          <h2 id="top-up-accounts" className={layout.sectionTitle}>
            Entrepreneur accounts
          </h2>
          <RowList>
            {ENTREPRENEUR_ACCOUNTS.map((account) => (
              <ListRow
                key={account.id}
                title={account.title}
                detail={`${maskIban(account.iban)} · ${formatMoney(account.balance, account.currency)}`}
              />
            ))}
          </RowList>
        </section>
        <section className={layout.section} aria-labelledby="top-up-other">
          <h2 id="top-up-other" className={layout.sectionTitle}>
            Other methods
          </h2>
          <RowList>
            {TOP_UP_SOURCES.map((source) => (
              <ListRow key={source} title={source} />
            ))}
          </RowList>
        </section>
      </div>
    </Screen>
  );
}
