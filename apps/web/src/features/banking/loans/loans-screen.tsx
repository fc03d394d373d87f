import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatMoney } from '#web/components/ui/money.ts';
import { Screen } from '#web/components/ui/screen.tsx';
import { SAMPLE_LOAN } from '#web/sample-data/index.ts';
import { InfoList } from '../components/info-list';
import layout from '../components/layout.module.css';
import styles from './loans-screen.module.css';

/** The Loans tab: the current (sample) loan and a way to open a new one. */
export default function LoansScreen() {
  const navigate = useNavigate();
  return (
    <Screen header={<Header title="Loans" sample showBack />}>
      <div className={layout.stack}>
        <section className={styles.loan} aria-labelledby="current-loan">
          <h2 id="current-loan" className={layout.sectionTitle}>
            Current loan
          </h2>
          <InfoList
            items={[
              { label: 'Rate', value: `${SAMPLE_LOAN.ratePercent} %` },
              { label: 'Term', value: `${SAMPLE_LOAN.termMonths} months` },
              { label: 'Monthly payment', value: formatMoney(SAMPLE_LOAN.monthlyPayment, SAMPLE_LOAN.currency) },
              { label: 'Total', value: formatMoney(SAMPLE_LOAN.total, SAMPLE_LOAN.currency) },
            ]}
          />
        </section>
        <Button variant="secondary" fullWidth onClick={() => void navigate(webPaths.openNewLoan)}>
          + new Loan
        </Button>
      </div>
    </Screen>
  );
}
