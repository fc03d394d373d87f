import styles from './error-screen.module.css';

export const NOT_FOUND = { status: 404, statusText: 'Not Found' } as const;

function describe(error: unknown): string {
  if (error === NOT_FOUND) return `${NOT_FOUND.status} ${NOT_FOUND.statusText}`;
  return error instanceof Error ? error.message : String(error);
}

/** The default error screen (docs/product.md, 'Routes'): an unknown URL, or a screen that failed. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <main className={styles.screen} role="alert">
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <p className={styles.detail}>{describe(error)}</p>
      <a className={styles.link} href="/">
        Voltar ao início
      </a>
    </main>
  );
}
