import { Link, useLocation } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Header } from '#web/components/header/header.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { isSampleTransaction } from '#web/sample-data/index.ts';
import { TransactionDetails } from './transaction-details';
import styles from './coverage-details-screen.module.css';

function transactionFrom(state: unknown) {
  if (typeof state !== 'object' || state === null || !('coverage' in state)) return null;
  return isSampleTransaction(state.coverage) ? state.coverage : null;
}

/** The transaction view, from 'coverage' navigation state; opened without it, it says so and offers a way back. */
export default function CoverageDetailsScreen() {
  const transaction = transactionFrom(useLocation().state);
  return (
    <Screen header={<Header title="Transaction" sample showBack />}>
      {transaction ? (
        <TransactionDetails transaction={transaction} />
      ) : (
        <div className={styles.empty}>
          <h2 className={styles.title}>Nenhuma transação para mostrar</h2>
          <p className={styles.text}>Abra uma transação nas estatísticas para ver os detalhes.</p>
          <div className={styles.links}>
            <Link to={webPaths.statistics} className={styles.link}>
              Ir para as estatísticas
            </Link>
            <Link to={webPaths.tabNavigator} className={styles.link}>
              Voltar ao início
            </Link>
          </div>
        </div>
      )}
    </Screen>
  );
}
