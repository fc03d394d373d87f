import { useState } from 'react';
import { centavosToBr, ERASED_ON_DELETION, KEPT_AFTER_DELETION } from '@game-assist/contracts/rules';
import type { DeletedAccount } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { useDeleteAccountMutation, useSendDeletionCodeMutation } from '#web/lib/api/privacy.ts';
import { useSignOut } from '#web/lib/session/sign-out.ts';
import { CodeField } from '#web/components/ui/code-field.tsx';
import { errorText } from '#web/lib/api/errors.ts';
import styles from './my-data.module.css';

/** 'Excluir minha conta': what is erased and what is kept and why, then the e-mailed code. */
export function DeleteAccountSection({ onDeleted }: { onDeleted(answer: DeletedAccount): void }) {
  const [sendDeletionCode, sending] = useSendDeletionCodeMutation();
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSendCode() {
    setError(null);
    const answer = await sendDeletionCode();
    if ('error' in answer) setError(errorText(answer.error, 'O código não foi enviado'));
    else setSent(true);
  }

  async function onDelete() {
    setError(null);
    const answer = await deleteAccount(code);
    if ('error' in answer) setError(errorText(answer.error, 'A conta não foi excluída'));
    else onDeleted(answer.data);
  }

  return (
    <Card id="delete" title="Excluir minha conta">
      <p>O que é apagado:</p>
      <ul className={styles.list}>
        {ERASED_ON_DELETION.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>O que guardamos, e por quê:</p>
      <ul className={styles.list}>
        {KEPT_AFTER_DELETION.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={styles.meta}>
        Uma cobrança em aberto ou um atendimento em andamento é cancelado antes da exclusão.
      </p>
      {sent ? (
        <>
          <CodeField label="Código para excluir a conta" value={code} onChange={setCode} />
          <Button
            variant="danger"
            fullWidth
            loading={deleting.isLoading}
            disabled={deleting.isLoading}
            onClick={() => void onDelete()}
          >
            Excluir minha conta
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          fullWidth
          loading={sending.isLoading}
          disabled={sending.isLoading}
          onClick={() => void onSendCode()}
        >
          Enviar código para excluir a conta
        </Button>
      )}
      <ErrorText>{error}</ErrorText>
    </Card>
  );
}

/** After the deletion: what happened, any refund still due, what is kept, and 'Sair'. */
export function AccountDeleted({ deleted }: { deleted: DeletedAccount }) {
  const signOut = useSignOut();
  return (
    <div className={styles.stack}>
      <p role="status">Sua conta foi excluída. Enviamos um último e-mail confirmando.</p>
      {deleted.refund ? (
        <p>
          Você tem {centavosToBr(deleted.refund.amount)} a receber de volta
          {deleted.refund.protocol ? ` (protocolo ${deleted.refund.protocol})` : ''}: devolveremos mesmo com a conta
          excluída.
        </p>
      ) : null}
      <h2 className={styles.heading}>O que guardamos</h2>
      <ul className={styles.list}>
        {deleted.kept.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button fullWidth onClick={() => void signOut()}>
        Sair
      </Button>
    </div>
  );
}
