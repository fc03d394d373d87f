import type { ReactNode } from 'react';
import styles from './onboarding.module.css';

export const DEFAULT_PRODUCT = 'Game Assist';

/** Title and tagline, then (on an affiliate link) the affiliate's card. */
export function Welcome({ product, affiliate }: { product: string; affiliate?: ReactNode }) {
  return (
    <>
      <h1 className={styles.title}>{`Bem vindo ao ${product} App`}</h1>
      <p className={styles.tagline}>A assinatura que cuida de você!!!</p>
      {affiliate}
    </>
  );
}

/** The affiliate card's slot while it loads: the card's own size, so nothing below it moves. */
export function AffiliateLoading() {
  return <div className={styles.partner} aria-busy="true" aria-label="Carregando parceiro" role="status" />;
}
