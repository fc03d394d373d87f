import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { httpStatus, isNetworkError, retryAfterSeconds } from '#web/lib/api/errors.ts';
import { useAuthCall } from '../lib/use-auth-call';
import { AuthLayout } from '../components/auth-layout';
import { CodeAlreadySentLink, codeWaitOf, type CodeWait } from '../components/code-already-sent-link';
import { AUTH_MESSAGES } from '../lib/messages';
import styles from './auth-screens.module.css';
import { TextLink } from '#web/components/ui/text-link.tsx';

/** 'Enviar' mails a reset code and goes to /NewPassword; every address gets the same answer (no enumeration). */
export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  // Refused for now (429) while the code last mailed can still be typed (the server says so): go and type it.
  const [codeWait, setCodeWait] = useState<CodeWait | null>(null);
  const [requestReset, { isLoading }] = useAuthCall('requestPasswordReset');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    setCodeWait(null);
    if (!address) return setError(AUTH_MESSAGES.emptyEmail);
    setError('');
    try {
      const answer = await requestReset({ email: address });
      navigate(webPaths.newPassword, { state: { email: address, resendAfterSeconds: answer.resendAfterSeconds } });
    } catch (failure) {
      const wait = retryAfterSeconds(failure);
      if (isNetworkError(failure)) setError(AUTH_MESSAGES.connectionError);
      else if (httpStatus(failure) === 429 && wait) {
        setError(`Aguarde ${wait} s para pedir um novo código.`);
        setCodeWait(codeWaitOf(failure, address));
      } else if (httpStatus(failure) === 400) setError('Confira se o e-mail está escrito corretamente.');
      else setError(AUTH_MESSAGES.resetRequestFailed);
    }
  }

  return (
    <AuthLayout
      title="Esqueceu a senha?"
      subtitle="Informe o e-mail da sua conta: enviaremos um código para redefinir a senha."
      footer={<TextLink to={webPaths.signIn}>Voltar para o login</TextLink>}
    >
      <form className={styles.form} onSubmit={handleSubmit} method="post" noValidate>
        <Field label="E-mail" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <ErrorText>{error}</ErrorText>
        {codeWait ? (
          <CodeAlreadySentLink
            to={webPaths.newPassword}
            state={{ email: codeWait.email, resendAfterSeconds: codeWait.seconds }}
          />
        ) : null}
        <Button type="submit" fullWidth loading={isLoading} disabled={isLoading}>
          Enviar
        </Button>
      </form>
    </AuthLayout>
  );
}
