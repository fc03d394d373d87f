import { Header } from '../../../components/header/header';
import { Screen } from '../../../components/ui/screen';
import { CARD_LIMITS } from '../../../sample-data';
import { DemoActionButton } from '../components/demo-action-button';
import { ListRow, RowList } from '../components/list-row';
import layout from '../components/layout.module.css';

/** Limits read as the spec writes them: "3000 USD per day". */
const perDay = (amount: number) => `${amount} ${CARD_LIMITS.currency} per day`;

/** /CardMenu: limits, PIN, reissue; blocking and closing have no route in the spec. */
export default function CardMenuScreen() {
  return (
    <Screen header={<Header title="Card menu" showBack />}>
      <div className={layout.stack}>
        <section className={layout.section} aria-labelledby="card-menu-limits">
          <h2 id="card-menu-limits" className={layout.sectionTitle}>
            Limits
          </h2>
          <RowList>
            <ListRow title="Online payments" detail={perDay(CARD_LIMITS.onlinePaymentsPerDay)} to="/Payments" />
            <ListRow title="ATM withdrawals" detail={perDay(CARD_LIMITS.atmWithdrawalsPerDay)} />
          </RowList>
        </section>
        <section className={layout.section} aria-labelledby="card-menu-card">
          <h2 id="card-menu-card" className={layout.sectionTitle}>
            Card
          </h2>
          <RowList>
            <ListRow title="Change PIN code" to="/ChangePINCode" />
            <ListRow title="Reissue the card" to="/OpenNewCard" />
          </RowList>
        </section>
        <section className={layout.section} aria-labelledby="card-menu-security">
          <h2 id="card-menu-security" className={layout.sectionTitle}>
            Security
          </h2>
          <DemoActionButton fullWidth>Block the card</DemoActionButton>
          <DemoActionButton fullWidth>Close the card</DemoActionButton>
        </section>
      </div>
    </Screen>
  );
}
