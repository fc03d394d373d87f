import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatMoney } from '#web/components/ui/money.ts';
import { Screen } from '#web/components/ui/screen.tsx';
import { SAMPLE_DEPOSITS } from '#web/sample-data/index.ts';
import { LinkRow, RowList } from '#web/components/ui/link-row.tsx';
import layout from '../components/layout.module.css';
import styles from './deposits-screen.module.css';

/** The Deposits tab: sample deposits and moneyboxes, and the two ways to open a new one. */
export default function DepositsScreen() {
  const navigate = useNavigate();
  return (
    <Screen header={<Header title="Deposits" sample showBack />}>
      <div className={layout.stack}>
        <RowList label="Your deposits">
          {SAMPLE_DEPOSITS.map((deposit) => (
            <LinkRow
              key={deposit.id}
              title={deposit.title}
              detail={`${formatMoney(deposit.amount, deposit.currency)} · ${deposit.detail}`}
            />
          ))}
        </RowList>
        <div className={styles.buttons}>
          <Button variant="secondary" fullWidth onClick={() => void navigate(webPaths.openMoneybox)}>
            + moneybox
          </Button>
          <Button variant="secondary" fullWidth onClick={() => void navigate(webPaths.openDeposit)}>
            + Deposit
          </Button>
        </div>
      </div>
    </Screen>
  );
}
