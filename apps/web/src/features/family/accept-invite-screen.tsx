import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardList from '#web/components/ui/card-list.module.css';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { CodeField } from '#web/components/ui/code-field.tsx';
import { EmailField } from '#web/components/ui/email-field.tsx';
import { useAcceptDependantInviteMutation } from '#web/lib/api/family.ts';
import { startSession } from '#web/lib/session/start-session.ts';
import { useAppDispatch } from '#web/lib/state/root-reducer.ts';
import { errorText } from '#web/lib/api/errors.ts';
import styles from './family.module.css';

/** An invited dependant's e-mail and code: their own sign-in, then their card (docs/product.md, 'Family'). */
export default function AcceptInviteScreen() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [accept, { isLoading }] = useAcceptDependantInviteMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const typedEmail = email.trim().toLowerCase();
    const typedCode = code.replace(/\D/g, '');
    if (!typedEmail) return setError('Informe o e-mail que recebeu o convite.');
    if (typedCode.length !== 6) return setError('O código tem 6 dígitos.');
    setError('');
    try {
      const session = await accept({ email: typedEmail, code: typedCode }).unwrap();
      // The code proved the address, as a sign-in code does: a new session, kept as a sign-in's.
      startSession(dispatch, session);
      navigate(webPaths.memberCard, { replace: true });
    } catch (failure) {
      setError(errorText(failure, 'O convite não foi aceito'));
    }
  }

  return (
    <Screen header={<Header title="Convite Game Assist" />}>
      <p className={cardList.intro}>
        Você foi incluído(a) como dependente em uma assinatura Game Assist. Informe o e-mail que recebeu o convite e o
        código de 6 dígitos.
      </p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <EmailField maxLength={254} value={email} onChange={setEmail} />
        <CodeField label="Código do convite" name="code" value={code} onChange={setCode} />
        <ErrorText>{error}</ErrorText>
        <Button type="submit" fullWidth loading={isLoading} disabled={isLoading}>
          Aceitar convite
        </Button>
      </form>
    </Screen>
  );
}
