import { useState, type FormEvent } from 'react';
import type { CardTokenInvalidReason } from '@game-assist/contracts/rules';
import type { VerifyCardTokenResponse } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { CodeField } from '#web/components/ui/code-field.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { askCardTokenVerdict } from '#web/lib/api/membership.ts';
import styles from './membership.module.css';

const TOKEN_REASONS: Record<CardTokenInvalidReason, string> = {
  'token-invalido': 'Token ou número da carteirinha não confere. Peça ao assinante o token que aparece agora.',
  'token-usado': 'Este token já foi usado. Peça ao assinante o próximo token.',
  'assinatura-inativa': 'A assinatura não está ativa.',
};

type Outcome = VerifyCardTokenResponse | { message: string };

/** 'Verificar token': the member number and the 6 digits on the member's phone, checked by the server. */
export function VerifyTokenForm() {
  const [memberNumber, setMemberNumber] = useState('');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const digits = memberNumber.replace(/\D/g, '');
    const code = token.replace(/\D/g, '');
    if (digits.length !== 16 || code.length !== 6) {
      setError('Informe os 16 dígitos da carteirinha e os 6 do token.');
      return;
    }
    setError(undefined);
    setBusy(true);
    const answer = await askCardTokenVerdict({ memberNumber: digits, token: code });
    setBusy(false);
    setOutcome(
      answer === 'offline'
        ? { message: 'Sem conexão: o token só pode ser verificado com internet.' }
        : 'error' in answer
          ? { message: answer.error || 'Não foi possível verificar o token agora. Tente de novo.' }
          : answer,
    );
  }

  return (
    <form method="post" onSubmit={(event) => void submit(event)} aria-labelledby="verificar-token" noValidate>
      <h2 id="verificar-token" className={styles.sectionTitle}>
        Verificar token
      </h2>
      <Field
        label="Número da carteirinha"
        name="memberNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={19}
        value={memberNumber}
        onChange={setMemberNumber}
      />
      <CodeField
        label="Token de atendimento"
        name="token"
        maxLength={7}
        value={token}
        onChange={setToken}
        error={error}
      />
      <Button type="submit" variant="secondary" fullWidth loading={busy}>
        Verificar token
      </Button>
      {outcome ? (
        <section
          className={`${styles.verdict} ${'valid' in outcome ? (outcome.valid ? styles.valid : styles.invalid) : styles.unconfirmed}`}
          role="status"
        >
          {'message' in outcome ? <p>{outcome.message}</p> : null}
          {'valid' in outcome && outcome.valid ? (
            <>
              <p className={styles.verdictTitle}>Token válido</p>
              <p>
                {outcome.name} · {outcome.plan}
              </p>
              <p className={styles.note}>Assinatura ativa, confirmada pelo Game Assist.</p>
            </>
          ) : null}
          {'valid' in outcome && !outcome.valid ? (
            <>
              <p className={styles.verdictTitle}>Token inválido</p>
              <p>{TOKEN_REASONS[outcome.reason]}</p>
            </>
          ) : null}
        </section>
      ) : null}
    </form>
  );
}
