import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { httpStatus, isNetworkError, retryAfterSeconds } from '#web/lib/api/errors.ts';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import { useAuthCall } from '../lib/use-auth-call';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { AUTH_MESSAGES } from '../lib/messages';
import styles from './auth-screens.module.css';

interface SignInState {
  email?: string;
  accountCreated?: boolean;
}

/** 'Bem vindo de volta!': asks for the e-mail and sends a sign-in code to it. */
export default function SignInScreen() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as SignInState;
  const [email, setEmail] = useState(state.email ?? '');
  const [error, setError] = useState('');
  const [hint, setHint] = useState('');
  const [requestOtp, { isLoading }] = useAuthCall('requestOtp');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setHint('');
    const identifier = email.trim();
    if (!identifier) {
      setError(AUTH_MESSAGES.emptyEmail);
      return;
    }
    setError('');
    try {
      const answer = await requestOtp({ identifier, type: 'email' });
      tokenStorage.setUserEmail(identifier);
      navigate(webPaths.confirmationCode, {
        state: { email: identifier, resendAfterSeconds: answer.resendAfterSeconds },
      });
    } catch (failure) {
      const status = httpStatus(failure);
      if (isNetworkError(failure)) setError(AUTH_MESSAGES.connectionError);
      else if (status) {
        setError(AUTH_MESSAGES.otpRequestFailed(status));
        if (status === 400) setHint('Confira se o e-mail está escrito corretamente.');
        const wait = retryAfterSeconds(failure);
        if (status === 429 && wait) setHint(`Aguarde ${wait} s para pedir um novo código.`);
      } else setError(AUTH_MESSAGES.otpRequestUnexpected);
    }
  }

  return (
    <AuthLayout
      title="Bem vindo de volta!"
      subtitle="Entre com seu e-mail: enviaremos um código de acesso."
      footer={
        <>
          Ainda não tem conta? <Link to={webPaths.signUp}>Cadastre-se</Link>
        </>
      }
    >
      {state.accountCreated ? (
        <p className={styles.notice} role="status">
          Conta criada! Entre com seu e-mail para receber o código.
        </p>
      ) : null}
      {/* Prerendered: a browser that sends it natively (no JavaScript) posts it, never a URL with what was typed. */}
      <form className={styles.form} method="post" onSubmit={handleSubmit} noValidate>
        <EmailField value={email} onChange={setEmail} error={error} requiredMessage={AUTH_MESSAGES.emptyEmail} />
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        <Button type="submit" fullWidth loading={isLoading} disabled={isLoading}>
          Entrar
        </Button>
      </form>
    </AuthLayout>
  );
}
