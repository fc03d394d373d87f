import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { EmailField } from '#web/components/ui/email-field.tsx';
import { useInviteDependantMutation } from '#web/lib/api/family.ts';
import { errorText } from '#web/lib/api/errors.ts';
import styles from './family.module.css';

/** 'Convidar para o app': e-mails an adult dependant the code of a sign-in of their own. */
export function InviteForm({ id, nome }: { id: string; nome: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [invite, { isLoading }] = useInviteDependantMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSent('');
    const typed = email.trim();
    setError(typed ? '' : 'Informe o e-mail.');
    if (!typed) return;
    try {
      const answer = await invite({ id, email: typed }).unwrap();
      setSent(`Convite enviado para ${answer.email}. O código vale por 10 minutos.`);
    } catch (failure) {
      setError(errorText(failure, 'O convite não foi enviado'));
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={`Convidar ${nome}`}>
      <EmailField label={`E-mail de ${nome}`} someoneElses maxLength={254} value={email} onChange={setEmail} />
      <ErrorText>{error}</ErrorText>
      {sent ? (
        <p className={styles.notice} role="status">
          {sent}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" loading={isLoading} disabled={isLoading}>
        Enviar convite
      </Button>
    </form>
  );
}
