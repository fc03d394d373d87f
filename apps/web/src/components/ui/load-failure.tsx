import { Button } from './button';
import styles from './load-failure.module.css';

/** A failed fetch says so and offers another try, instead of leaving a blank area. */
export function LoadFailure({ what, onRetry }: { what: string; onRetry(): void }) {
  return (
    <div className={styles.failure} role="alert">
      <p>Não foi possível carregar {what}. Verifique sua conexão.</p>
      <Button variant="text" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
