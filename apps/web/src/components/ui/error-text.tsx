import styles from './error-text.module.css';

/** A message in red, announced to screen readers; renders nothing when empty. */
export function ErrorText({ id, children }: { id?: string; children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {children}
    </p>
  );
}
