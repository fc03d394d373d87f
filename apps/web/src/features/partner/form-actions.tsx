import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import styles from './partner.module.css';

/** A /Parceiro form's foot: the refusal's words, the send button and 'Cancelar'. */
export function FormActions({
  failure,
  busy,
  send,
  onCancel,
}: {
  failure: string | null;
  busy: boolean;
  send: string;
  onCancel(): void;
}) {
  return (
    <>
      <ErrorText>{failure}</ErrorText>
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={busy}>
          {send}
        </Button>
        <Button variant="text" disabled={busy} onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </>
  );
}
