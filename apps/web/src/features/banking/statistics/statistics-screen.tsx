import { useState } from 'react';
import { Header } from '#web/components/header/header.tsx';
import { formatMoney } from '#web/components/ui/money.ts';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import {
  MONTHLY_FIGURES,
  SAMPLE_TRANSACTIONS,
  STATISTICS_CURRENCY,
  STATISTICS_DEFAULT_KIND,
  type StatisticsKind,
} from '#web/sample-data/index.ts';
import layout from '../components/layout.module.css';
import { Section } from '../components/section';
import { MonthChart } from './month-chart';
import { TransactionList } from './transaction-list';

const KIND_OPTIONS = [
  { value: 'income', label: 'Income' },
  { value: 'expenses', label: 'Expenses' },
] as const;

/** /Statistics: income or expenses (expenses first) by month, with the transactions behind them. */
export default function StatisticsScreen() {
  const [kind, setKind] = useState<StatisticsKind>(STATISTICS_DEFAULT_KIND);
  const title = kind === 'income' ? 'Income' : 'Expenses';
  const total = MONTHLY_FIGURES.reduce((sum, month) => sum + month[kind], 0);
  const transactions = SAMPLE_TRANSACTIONS.filter((item) => item.direction === (kind === 'income' ? 'in' : 'out'));

  return (
    <Screen header={<Header title="Statistics" sample showBack />}>
      <div className={layout.stack}>
        <RadioGroup
          legend="Show"
          hideLegend
          name="kind"
          layout="row"
          value={kind}
          options={KIND_OPTIONS}
          onChange={setKind}
        />
        <p className={layout.rate}>
          <span>{title}, last 6 months</span>
          <span className={layout.amount}>{formatMoney(total, STATISTICS_CURRENCY)}</span>
        </p>
        <MonthChart title={`${title} by month`} kind={kind} />
        <Section id="statistics-transactions" title="Transactions">
          <TransactionList items={transactions} />
        </Section>
      </div>
    </Screen>
  );
}
