import { useState, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { apiErrorReason, errorText, httpStatus } from '#web/lib/api/errors.ts';
import { recheckStaffPasskey } from '#web/lib/api/desk/staff.ts';
import { passkeyFailureMessage } from '#web/lib/passkeys.ts';
import { useAppDispatch } from '#web/lib/state/root-reducer.ts';
import styles from './step-up.module.css';

/** The passkey asked again, by a tap (a browser starts a passkey prompt only from one); then `onChecked`. */
function StepUpPrompt({ message, onChecked, onCancel }: { message: string; onChecked(): void; onCancel(): void }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function check() {
    setBusy(true);
    setProblem(null);
    try {
      await recheckStaffPasskey(dispatch);
      setBusy(false);
      onChecked();
    } catch (failure) {
      setBusy(false);
      setProblem(
        httpStatus(failure) === null
          ? passkeyFailureMessage(failure, 'sign-in')
          : errorText(failure, 'A chave de acesso não foi confirmada'),
      );
    }
  }

  return (
    <div className={styles.prompt} role="group" aria-label="Confirme com a sua chave de acesso">
      <p role="status">{message}</p>
      <div className={styles.actions}>
        <Button loading={busy} disabled={busy} onClick={() => void check()}>
          Confirmar com a chave de acesso
        </Button>
        <Button variant="text" disabled={busy} onClick={onCancel}>
          Agora não
        </Button>
      </div>
      <ErrorText>{problem}</ErrorText>
    </div>
  );
}

/**
 * A money action on the desk (confirm a charge, complete a refund): `run` does it; a refusal for an old
 * passkey check (`staff-step-up`, 10 min) brings `prompt`, which checks the passkey and does it once more.
 * `failure` is any other refusal's words ('Nada mudou', the server's message).
 */
export function useMoneyAction(action: () => Promise<void>): {
  run(): Promise<void>;
  failure: string | null;
  prompt: ReactNode;
} {
  const [failure, setFailure] = useState<string | null>(null);
  const [stepUp, setStepUp] = useState<string | null>(null);

  async function run() {
    setFailure(null);
    setStepUp(null);
    try {
      await action();
    } catch (error) {
      const text = errorText(error, 'Nada mudou');
      if (apiErrorReason(error) === 'staff-step-up') setStepUp(text);
      else setFailure(text);
    }
  }

  const prompt = stepUp ? (
    <StepUpPrompt message={stepUp} onChecked={() => void run()} onCancel={() => setStepUp(null)} />
  ) : null;
  return { run, failure, prompt };
}
