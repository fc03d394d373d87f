import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useRouteChangeEffects } from './use-route-change-effects';
import styles from './error-screen.module.css';

/** The router's default error screen (SPEC §2). */
export function ErrorScreen() {
  const error = useRouteError();
  useRouteChangeEffects();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className={styles.screen} role="alert">
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <p className={styles.detail}>{detail}</p>
      <a className={styles.link} href="/">
        Voltar ao início
      </a>
    </main>
  );
}
