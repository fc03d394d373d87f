import { useState } from 'react';
import { Header } from '../../../components/header/header';
import { CardPreview } from '../../../components/ui/card-preview';
import { formatMoney } from '../../../components/ui/money';
import { Screen } from '../../../components/ui/screen';
import { Toggle } from '../../../components/ui/toggle';
import { SAMPLE_CARDS } from '../../../sample-data';
import { ListRow, RowList } from '../components/list-row';
import layout from '../components/layout.module.css';
import { CardLimitsSection, CardSecuritySection } from './card-sections';

const card = SAMPLE_CARDS[0];

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
        <CardLimitsSection id="card-details-limits" />
        <CardSecuritySection id="card-details-security" />
      </div>
    </Screen>
  );
}
