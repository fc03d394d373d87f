import styles from './placeholder-screen.module.css';

/** Stands in for a screen a later piece of work builds. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
    </main>
  );
}
