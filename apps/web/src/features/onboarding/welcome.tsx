import type { ReactNode } from 'react';
import styles from './onboarding.module.css';

export const DEFAULT_PRODUCT = 'Game Assist';

/** Title and tagline, then (on a partner link) the partner's card. */
export function Welcome({ product, partner }: { product: string; partner?: ReactNode }) {
  return (
    <>
      <h1 className={styles.title}>{`Bem vindo ao ${product} App`}</h1>
      <p className={styles.tagline}>A assinatura que cuida de você!!!</p>
      {partner}
    </>
  );
}

/** The partner card's slot while it loads: the card's own size, so nothing below it moves. */
export function PartnerLoading() {
  return <div className={styles.partner} aria-busy="true" aria-label="Carregando parceiro" role="status" />;
}
