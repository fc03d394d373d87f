import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { httpStatus, isNetworkError, retryAfterSeconds } from '#web/lib/api/errors.ts';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import type { PasskeySignIn } from '#web/lib/api/passkeys.ts';
import { useAuthCall } from '../lib/use-auth-call';
import { AuthLayout } from '../components/auth-layout';
import { CodeAlreadySentLink, codeWaitOf, type CodeWait } from '../components/code-already-sent-link';
import { EmailField } from '#web/components/ui/email-field.tsx';
import { AUTH_MESSAGES } from '../lib/messages';
import type { CodeState } from './code-state';
import styles from './auth-screens.module.css';
import { TextLink } from '#web/components/ui/text-link.tsx';

interface SignInState {
  email?: string;
  accountCreated?: boolean;
}

/** 'Bem vindo de volta!': asks for the e-mail and sends a sign-in code to it, or signs in with a passkey. */
export default function SignInScreen() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as SignInState;
  const [email, setEmail] = useState(state.email ?? '');
  const [error, setError] = useState('');
  const [hint, setHint] = useState('');
  // Refused for now (429) while the code last mailed can still be typed (the server says so): go and type it.
  const [codeWait, setCodeWait] = useState<CodeWait | null>(null);
  const [requestOtp, { isLoading }] = useAuthCall('requestOtp');
  const [passkeyError, setPasskeyError] = useState('');
  const [autofillSignIn] = useAuthCall('passkeySignIn');
  const [buttonSignIn, passkeyButton] = useAuthCall('passkeySignIn');
  const [cancelPasskey] = useAuthCall('cancelPasskey');

  // The session is kept by the (lazy) call itself; here only where to go or what to say.
  const passkeyOutcome = (outcome: PasskeySignIn) => {
    if (outcome.signedIn) navigate(webPaths.tabNavigator, { replace: true });
    else if (outcome.message) setPasskeyError(outcome.message);
  };

  // The passkeys join the e-mail field's suggestions from its first focus until the screen is left.
  const autofill = useRef<'idle' | 'started' | 'left'>('idle');
  function offerPasskeysInAutofill(event: FocusEvent<HTMLFormElement>) {
    if (autofill.current !== 'idle' || event.target.getAttribute('name') !== 'email') return;
    autofill.current = 'started';
    autofillSignIn({ autofill: true })
      .then((outcome) => {
        // Offered unasked: a lost connection is the form's to say when the person sends it, not twice.
        if (autofill.current !== 'started') return;
        if (!outcome.signedIn && outcome.message === AUTH_MESSAGES.connectionError) return;
        passkeyOutcome(outcome);
      })
      .catch(() => undefined);
  }
  useEffect(() => {
    autofill.current = 'idle';
    return () => {
      if (autofill.current === 'started') cancelPasskey().catch(() => undefined);
      autofill.current = 'left';
    };
  }, [cancelPasskey]);

  async function handlePasskey() {
    setPasskeyError('');
    passkeyOutcome(
      await buttonSignIn({ autofill: false }).catch(() => ({
        signedIn: false,
        message: AUTH_MESSAGES.connectionError,
      })),
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setHint('');
    setCodeWait(null);
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
        const codeSent = codeWaitOf(failure, identifier);
        if (codeSent) tokenStorage.setUserEmail(identifier);
        setCodeWait(codeSent);
      } else setError(AUTH_MESSAGES.otpRequestUnexpected);
    }
  }

  return (
    <AuthLayout
      title="Bem vindo de volta!"
      subtitle="Entre com seu e-mail: enviaremos um código de acesso."
      footer={
        <>
          Ainda não tem conta? <TextLink to={webPaths.signUp}>Cadastre-se</TextLink>
        </>
      }
    >
      {state.accountCreated ? (
        <p className={styles.notice} role="status">
          Conta criada! Entre com seu e-mail para receber o código.
        </p>
      ) : null}
      {/* Prerendered: a browser that sends it natively (no JavaScript) posts it, never a URL with what was typed. */}
      <form className={styles.form} method="post" onSubmit={handleSubmit} onFocus={offerPasskeysInAutofill} noValidate>
        <EmailField
          value={email}
          onChange={setEmail}
          error={error}
          requiredMessage={AUTH_MESSAGES.emptyEmail}
          passkeys
        />
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        {codeWait ? (
          <CodeAlreadySentLink
            to={webPaths.confirmationCode}
            state={
              { email: codeWait.email, resendAfterSeconds: codeWait.seconds, codeAlreadySent: true } satisfies CodeState
            }
          />
        ) : null}
        <Button type="submit" fullWidth loading={isLoading} disabled={isLoading}>
          Entrar
        </Button>
        <Button
          type="button"
          variant="secondary"
          fullWidth
          loading={passkeyButton.isLoading}
          disabled={passkeyButton.isLoading}
          onClick={handlePasskey}
        >
          Entrar com chave de acesso
        </Button>
        {passkeyError ? (
          <p className={styles.error} role="alert">
            {passkeyError}
          </p>
        ) : null}
      </form>
    </AuthLayout>
  );
}
