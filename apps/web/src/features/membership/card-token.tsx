import { useEffect, useState } from 'react';
import { cardTokenAt, cardTokenSecondsLeft } from '@game-assist/contracts/card-token';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import { Countdown } from '#web/components/ui/countdown.tsx';
import styles from './membership.module.css';

/** The 'Token de atendimento' from this device's secret (offline, every 30 s); otpauth loads with the card. */
export default function CardToken() {
  const [secret] = useState(() => tokenStorage.getCardTokenSecret());
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!secret) {
    return <p className={styles.note}>Para ver o token de atendimento, saia e entre de novo neste aparelho.</p>;
  }
  const token = cardTokenAt(secret, now);
  const left = cardTokenSecondsLeft(now);
  return (
    <section className={styles.token} aria-labelledby="token-de-atendimento">
      <h2 id="token-de-atendimento" className={styles.tokenLabel}>
        Token de atendimento
      </h2>
      <p className={styles.tokenDigits} data-testid="token-de-atendimento">
        {token.slice(0, 3)} {token.slice(3)}
      </p>
      <Countdown
        left={left}
        total={30}
        label="Tempo até o próximo token"
        text={`Muda em ${left} s. Informe-o à clínica junto com o número da carteirinha.`}
      />
    </section>
  );
}
