import { useState } from 'react';
import { Header } from '../../../components/header/header';
import { CardPreview } from '../../../components/ui/card-preview';
import { formatMoney } from '../../../components/ui/money';
import { Screen } from '../../../components/ui/screen';
import { Toggle } from '../../../components/ui/toggle';
import { CARD_LIMITS, SAMPLE_CARDS } from '../../../sample-data';
import { DemoActionButton } from '../components/demo-action-button';
import { ListRow, RowList } from '../components/list-row';
import layout from '../components/layout.module.css';

const card = SAMPLE_CARDS[0];
/** Limits read as the spec writes them: "3000 USD per day". */
const perDay = (amount: number) => `${amount} ${CARD_LIMITS.currency} per day`;

/** /CardDetails: the card, whether it is the default, Apple Pay, its limits and security actions. */
export default function CardDetailsScreen() {
  const [isDefault, setIsDefault] = useState(true);
  return (
    <Screen header={<Header title="Card details" showBack icon="card" />}>
      <div className={layout.stack}>
        {card ? (
          <div className={layout.centre}>
            <CardPreview
              brand={card.brand}
              number={card.number}
              holder={card.holder}
              expiry={card.expiry}
              balance={formatMoney(card.balance, card.currency)}
              design={card.design}
            />
          </div>
        ) : null}
        <Toggle label="Default card" checked={isDefault} onChange={setIsDefault} />
        <RowList>
          <ListRow title="Apple Pay" detail="Pague pelo celular" />
        </RowList>
        <section className={layout.section} aria-labelledby="card-details-limits">
          <h2 id="card-details-limits" className={layout.sectionTitle}>
            Limits
          </h2>
          <RowList>
            <ListRow title="Online payments" detail={perDay(CARD_LIMITS.onlinePaymentsPerDay)} to="/Payments" />
            <ListRow title="ATM withdrawals" detail={perDay(CARD_LIMITS.atmWithdrawalsPerDay)} />
          </RowList>
        </section>
        <section className={layout.section} aria-labelledby="card-details-security">
          <h2 id="card-details-security" className={layout.sectionTitle}>
            Security
          </h2>
          <DemoActionButton fullWidth>Block the card</DemoActionButton>
          <DemoActionButton fullWidth>Close the card</DemoActionButton>
        </section>
      </div>
    </Screen>
  );
}
