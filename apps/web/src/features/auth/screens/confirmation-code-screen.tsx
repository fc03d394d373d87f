import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { httpStatus, isNetworkError, retryAfterSeconds } from '../../../lib/api/errors';
import { revokeRefreshToken } from '../../../lib/session/revoke';
import { startSession } from '../../../lib/session/start-session';
import { tokenStorage } from '../../../lib/session/token-storage';
import { useAppDispatch } from '../../../lib/state/root-reducer';
import { setEmailVerified } from '../../../lib/state/verification-slice';
import { useAuthCall } from '../api/use-auth-call';
import { AuthLayout } from '../components/auth-layout';
import { CodeInput, emptyCode } from '../components/code-input';
import { AUTH_MESSAGES } from '../lib/messages';
import { formatSeconds, useCountdown } from '../lib/use-countdown';
import styles from './auth-screens.module.css';

interface CodeState {
  email?: string;
  resendAfterSeconds?: number;
  /** 'sign-up': the code confirms a new account, which then goes on to /SignUpAccountCreated. */
  purpose?: 'sign-up';
}

/**
 * Six boxes for the e-mailed code. A sign-in code signs in and opens /TabNavigator; a sign-up's
 * code confirms the account and goes on to /SignUpAccountCreated, then /SignIn (SPEC §4).
 */
export default function ConfirmationCodeScreen() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const state = (useLocation().state ?? {}) as CodeState;
  const email = state.email ?? tokenStorage.getUserEmail();
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  // The wait the server gave with the code just sent (its 60 s throttle); none when no code was
  // asked for on the way here (the phone verification screen).
  const countdown = useCountdown(state.resendAfterSeconds ?? 0);
  const [verifyOtp, verifying] = useAuthCall('verifyOtp');
  const [requestOtp, resending] = useAuthCall('requestOtp');
  const errorId = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    if (!email) return setError(AUTH_MESSAGES.unknownEmail);
    const otp = digits.join('');
    if (!/^\d{6}$/.test(otp)) return setError(AUTH_MESSAGES.incompleteOtp);
    setError('');
    try {
      const session = await verifyOtp({ identifier: email, type: 'email', otp });
      // A right e-mail code proves the address (SPEC §3 verification state).
      dispatch(setEmailVerified(true));
      if (state.purpose === 'sign-up') {
        // The spec signs in after sign-up: the session the confirmation opened is closed, not kept.
        void revokeRefreshToken(session.refresh_token);
        navigate('/SignUpAccountCreated', { replace: true, state: { email } });
        return;
      }
      startSession(dispatch, session);
      navigate('/TabNavigator', { replace: true });
    } catch (failure) {
      setError(isNetworkError(failure) ? AUTH_MESSAGES.verifyUnexpected : AUTH_MESSAGES.wrongOtp);
    }
  }

  async function handleResend() {
    setNotice('');
    if (!email) return setError(AUTH_MESSAGES.unknownEmail);
    setError('');
    try {
      const answer = await requestOtp({
        identifier: email,
        type: 'email',
        ...(state.purpose ? { purpose: state.purpose } : {}),
      });
      setDigits(emptyCode());
      setNotice(AUTH_MESSAGES.resendOk);
      countdown.restart(answer.resendAfterSeconds);
    } catch (failure) {
      if (isNetworkError(failure) || httpStatus(failure) === null) setError(AUTH_MESSAGES.resendUnexpected);
      else setError(AUTH_MESSAGES.resendFailed);
      const wait = retryAfterSeconds(failure);
      if (wait) countdown.restart(wait);
    }
  }

  return (
    <AuthLayout
      title="Digite o código"
      subtitle={
        email ? (
          <>
            Enviamos um código de 6 dígitos para <span className={styles.email}>{email}</span>. Ele vale por 10 minutos.
          </>
        ) : undefined
      }
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <CodeInput
          digits={digits}
          onChange={setDigits}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          disabled={verifying.isLoading}
        />
        <ErrorText id={errorId}>{error}</ErrorText>
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" fullWidth loading={verifying.isLoading} disabled={verifying.isLoading}>
            Confirmar
          </Button>
          <Button
            type="button"
            variant="ghost"
            fullWidth
            onClick={handleResend}
            loading={resending.isLoading}
            disabled={resending.isLoading || countdown.secondsLeft > 0}
          >
            {countdown.secondsLeft > 0
              ? `Reenviar código em ${formatSeconds(countdown.secondsLeft)}`
              : 'Reenviar código'}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
