import { useState, type ReactNode } from 'react';
import type { StaffMe } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { apiErrorReason, apiMessage, httpStatus } from '#web/lib/api/errors.ts';
import { useGetStaffMeQuery } from '#web/lib/api/desk/staff.ts';
import { createPasskey, signInWithPasskey } from '#web/lib/api/passkeys.ts';
import { passkeyFailureMessage } from '#web/lib/passkeys.ts';
import { useAppDispatch } from '#web/lib/state/root-reducer.ts';
import styles from './staff-gate.module.css';

/** 'Entre com a sua chave de acesso': a staff session is a staff passkey's; the first one is made here too. */
function PasskeyPrompt({ message, onSignedIn }: { message: string; onSignedIn(): void }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<'entrar' | 'criar' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState(false);

  async function signIn() {
    setBusy('entrar');
    setProblem(null);
    const result = await signInWithPasskey(dispatch, { autofill: false });
    setBusy(null);
    if (result.signedIn) onSignedIn();
    else setProblem(result.message);
  }

  async function create() {
    setBusy('criar');
    setProblem(null);
    try {
      // The one place a staff passkey is made (the subscriber side's offer makes a subscriber's).
      await createPasskey(dispatch, { purpose: 'staff' });
      setMade(true);
    } catch (failure) {
      setProblem(passkeyFailureMessage(failure, 'create'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className={styles.gate} aria-labelledby="staff-gate-title">
      <h1 id="staff-gate-title">Entre com a sua chave de acesso</h1>
      <p>{message}</p>
      <p>
        A central só abre com a chave de acesso da equipe (impressão digital, rosto ou PIN do aparelho). O código por
        e-mail dá acesso apenas à sua área de assinante.
      </p>
      {made ? <p role="status">Chave criada. Agora entre com ela.</p> : null}
      <div className={styles.actions}>
        <Button onClick={() => void signIn()} loading={busy === 'entrar'} disabled={busy !== null}>
          Entrar com a chave de acesso
        </Button>
        {made ? null : (
          <Button variant="text" onClick={() => void create()} loading={busy === 'criar'} disabled={busy !== null}>
            Criar a minha chave de acesso
          </Button>
        )}
      </div>
      <ErrorText>{problem}</ErrorText>
    </section>
  );
}

/** The desk opens for a staff member in a staff session; `children` gets their roles. */
export function StaffGate({ children }: { children(me: StaffMe): ReactNode }) {
  const { data, error, isFetching, refetch } = useGetStaffMeQuery();
  if (data) return children(data);
  if (!error) return <p className={styles.gate}>{isFetching ? 'Carregando…' : ''}</p>;
  if (httpStatus(error) === 403) {
    const message = apiMessage(error) ?? 'Acesso restrito à equipe.';
    if (apiErrorReason(error) === 'staff-passkey') {
      return <PasskeyPrompt message={message} onSignedIn={() => void refetch()} />;
    }
    return (
      <section className={styles.gate} aria-labelledby="staff-gate-title">
        <h1 id="staff-gate-title">Central</h1>
        <p role="alert">{message}</p>
      </section>
    );
  }
  return <LoadFailure what="a central" onRetry={() => void refetch()} />;
}
