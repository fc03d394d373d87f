import type { ReactNode } from 'react';
import { webPaths } from '@game-assist/contracts/rules';
import { Header } from '#web/components/header/header.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import styles from '#web/components/ui/empty-state.module.css';
import { useGetSubscriberQuery } from '#web/lib/api/subscriber.ts';
import { ButtonLink } from '#web/components/ui/button-link.tsx';

/**
 * A titular's screen: a dependant is told whose plan it is instead. Nothing shows until the profile says who
 * is signed in; if it cannot load, the screen does, with its own errors.
 */
export function TitularOnly({ title, children }: { title: string; children: ReactNode }) {
  const { data, isLoading } = useGetSubscriberQuery();
  const titular = data?.titular?.nome;
  if (isLoading) {
    return (
      <Screen header={<Header title={title} showBack />}>
        <p className={styles.empty} role="status">
          Carregando…
        </p>
      </Screen>
    );
  }
  if (titular === undefined) return children;
  return (
    <Screen header={<Header title={title} showBack />}>
      <section className={styles.empty} aria-labelledby="plano-do-titular">
        <h2 id="plano-do-titular">Plano de {titular}</h2>
        <p>
          Você é dependente na assinatura de {titular}. O plano, as cobranças, o pagamento e os dependentes ficam com o
          titular: fale com {titular} para mudar algo.
        </p>
        <ButtonLink to={webPaths.memberCard}>Ver minha carteirinha</ButtonLink>
      </section>
    </Screen>
  );
}
