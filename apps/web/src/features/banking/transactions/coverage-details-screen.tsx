import { Link, useLocation } from 'react-router';
import { Header } from '../../../components/header/header';
import { Screen } from '../../../components/ui/screen';
import { isSampleTransaction } from '../../../sample-data';
import { TransactionDetails } from './transaction-details';
import styles from './coverage-details-screen.module.css';

function coverageFrom(state: unknown) {
  if (typeof state !== 'object' || state === null || !('coverage' in state)) return null;
  return isSampleTransaction(state.coverage) ? state.coverage : null;
}

/**
 * /CoverageDetails, the transaction view. It needs the transaction as 'coverage' navigation state;
 * opened without it (a typed URL, a reload in another tab), it says so and offers a way back.
 */
export default function CoverageDetailsScreen() {
  const coverage = coverageFrom(useLocation().state);
  return (
    <Screen header={<Header title="Transaction" showBack />}>
      {coverage ? (
        <TransactionDetails transaction={coverage} />
      ) : (
        <div className={styles.empty}>
          <h2 className={styles.title}>No transaction to show</h2>
          <p className={styles.text}>Open a transaction from your statistics to see its details.</p>
          <div className={styles.links}>
            <Link to="/Statistics" className={styles.link}>
              Go to statistics
            </Link>
            <Link to="/TabNavigator" className={styles.link}>
              Back to home
            </Link>
          </div>
        </div>
      )}
    </Screen>
  );
}
