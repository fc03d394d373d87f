import { useState } from 'react';
import { Header } from '#web/components/header/header.tsx';
import { CardPreview } from '#web/components/ui/card-preview.tsx';
import { formatMoney } from '#web/components/ui/money.ts';
import { Screen } from '#web/components/ui/screen.tsx';
import { Toggle } from '#web/components/ui/toggle.tsx';
import { SAMPLE_CARDS } from '#web/sample-data/index.ts';
import { LinkRow, RowList } from '#web/components/ui/link-row.tsx';
import { useSampleHolder } from '../components/sample-holder';
import layout from '../components/layout.module.css';
import { CardLimitsSection, CardSecuritySection } from './card-sections';

const card = SAMPLE_CARDS[0];

/** /CardDetails: the card, whether it is the default, Apple Pay, its limits and security actions. */
export default function CardDetailsScreen() {
  const [isDefault, setIsDefault] = useState(true);
  const holder = useSampleHolder();
  return (
    <Screen header={<Header title="Card details" sample showBack icon="card" />}>
      <div className={layout.stack}>
        {card ? (
          <div className={layout.centre}>
            <CardPreview
              brand={card.brand}
              number={card.number}
              holder={holder}
              expiry={card.expiry}
              balance={formatMoney(card.balance, card.currency)}
              design={card.design}
            />
          </div>
        ) : null}
        <Toggle label="Default card" checked={isDefault} onChange={setIsDefault} />
        <RowList>
          <LinkRow title="Apple Pay" detail="Pague pelo celular" />
        </RowList>
        <CardLimitsSection id="card-details-limits" />
        <CardSecuritySection id="card-details-security" />
      </div>
    </Screen>
  );
}
