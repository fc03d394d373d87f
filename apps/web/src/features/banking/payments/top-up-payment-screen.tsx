import { useState } from 'react';
import { Header } from '#web/components/header/header.tsx';
import { formatMoney } from '#web/components/ui/money.ts';
import { RadioGroup, type RadioOption } from '#web/components/ui/radio-group.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { ENTREPRENEUR_ACCOUNTS, SAMPLE_CARDS, TOP_UP_SOURCES } from '#web/sample-data/index.ts';
import { cardLabel } from '../components/card-picker';
import { useSampleHolder } from '../components/sample-holder';
import layout from '../components/layout.module.css';
import { Section } from '../components/section';
import styles from './top-up-payment-screen.module.css';

const maskIban = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

function SourceLabel({ title, detail }: { title: string; detail?: string }) {
  return (
    <span className={styles.source}>
      <span className={styles.title}>{title}</span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </span>
  );
}

const cardOptions = (holder: string | undefined): RadioOption<string>[] =>
  SAMPLE_CARDS.map((card) => ({
    value: `card:${card.id}`,
    label: <SourceLabel title={cardLabel(card)} {...(holder ? { detail: holder } : {})} />,
  }));
const ACCOUNT_OPTIONS: RadioOption<string>[] = ENTREPRENEUR_ACCOUNTS.map((account) => ({
  value: `account:${account.id}`,
  label: (
    <SourceLabel
      title={account.title}
      detail={`${maskIban(account.iban)} · ${formatMoney(account.balance, account.currency)}`}
    />
  ),
}));
const OTHER_OPTIONS: RadioOption<string>[] = TOP_UP_SOURCES.map((source) => ({
  value: `other:${source}`,
  label: <SourceLabel title={source} />,
}));

/** All three lists are one choice (one radio name): the source the top-up comes from. */
const SOURCE_NAME = 'top-up-source';

/** Where money comes from (own cards, entrepreneur accounts, other methods), the first card picked; no action. */
export default function TopUpPaymentScreen() {
  const holder = useSampleHolder();
  const cards = cardOptions(holder);
  const [source, setSource] = useState(cards[0]?.value ?? '');
  const sections = [
    { id: 'top-up-cards', title: 'Cards', options: cards },
    { id: 'top-up-accounts', title: 'Entrepreneur accounts', options: ACCOUNT_OPTIONS },
    { id: 'top-up-other', title: 'Other methods', options: OTHER_OPTIONS },
  ];
  return (
    <Screen header={<Header title="Top-up" sample showBack />}>
      <div className={layout.stack}>
        {sections.map((section) => (
          <Section key={section.id} id={section.id} title={section.title}>
            <RadioGroup
              legend={section.title}
              hideLegend
              name={SOURCE_NAME}
              value={source}
              options={section.options}
              onChange={setSource}
            />
          </Section>
        ))}
      </div>
    </Screen>
  );
}
