import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { apiMessage, httpStatus, isNetworkError, retryAfterSeconds } from '#web/lib/api/errors.ts';
import { tokenStorage } from '#web/lib/session/token-storage.ts';
import { useAppDispatch } from '#web/lib/state/root-reducer.ts';
import { setPhoneVerified } from '#web/lib/state/verification-slice.ts';
import { prefetchCatalogue, prefetchDashboard, prefetchSubscribe } from '#web/lib/api/start-reads.ts';
import { useAuthCall } from '../lib/use-auth-call';
import { AuthLayout } from '../components/auth-layout';
import { CodeEntry, enteredCode } from '../components/code-entry';
import { emptyCode } from '../components/code-input';
import { AUTH_MESSAGES, PHONE_MESSAGES } from '../lib/messages';
import { PASSKEY_MESSAGES, passkeyFailureMessage, passkeyOffer, platformPasskeyAvailable } from '#web/lib/passkeys.ts';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { formatSeconds, useCountdown } from '../lib/use-countdown';
import type { CodeState } from './code-state';
import styles from './auth-screens.module.css';

export default function ConfirmationCodeScreen() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const state = (useLocation().state ?? {}) as CodeState;
  const phone = state.channel === 'phone' ? state : undefined;
  const emailState: Exclude<CodeState, { channel: 'phone' }> = state.channel === 'phone' ? {} : state;
  const email = emailState.email ?? tokenStorage.getUserEmail();
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  // The wait the server gave with the code just sent; none when no code was asked for on the way here.
  const countdown = useCountdown(state.resendAfterSeconds ?? 0);
  const [verifyOtp, verifying] = useAuthCall('verifyOtp');
  const [requestOtp, resendingEmail] = useAuthCall('requestOtp');
  const [verifyPhone, verifyingPhone] = useAuthCall('verifyPhone');
  const [sendPhoneCode, resendingSms] = useAuthCall('sendPhoneCode');
  const [createPasskey, creatingPasskey] = useAuthCall('createPasskey');
  // After a code sign-in, once per browser, on a device that can verify its person.
  const [offer, setOffer] = useState<'none' | 'asking' | 'created'>('none');
  const submitting = verifying.isLoading || verifyingPhone.isLoading;
  // The dashboard usually comes next: its catalogue loads while the code is typed (bench: first visit).
  const signingIn = !phone && emailState.purpose !== 'sign-up';
  useEffect(() => {
    if (signingIn) void prefetchCatalogue({ dispatch }).catch(() => undefined);
  }, [signingIn, dispatch]);
  const resending = resendingEmail.isLoading || resendingSms.isLoading;

  async function handlePhoneSubmit(otp: string) {
    try {
      await verifyPhone({ otp });
      dispatch(setPhoneVerified(true));
      navigate(webPaths.profile, { replace: true });
    } catch (failure) {
      setError(
        isNetworkError(failure) ? AUTH_MESSAGES.verifyUnexpected : (apiMessage(failure) ?? PHONE_MESSAGES.wrongCode),
      );
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    if (!phone && !email) return setError(AUTH_MESSAGES.unknownEmail);
    const otp = enteredCode(digits);
    if (!otp) return setError(AUTH_MESSAGES.incompleteOtp);
    setError('');
    if (phone) return handlePhoneSubmit(otp);
    if (!email) return;
    try {
      // The session is kept by the call (a right e-mail code proves the address: docs/product.md).
      await verifyOtp({ identifier: email, type: 'email', otp });
      // A new subscription has nothing paid yet: checkout comes next (docs/product.md, 'Membership'),
      // its reads started with the session, beside /Assinar's code (bench: /Assinar as reached).
      if (emailState.purpose === 'sign-up') {
        void prefetchSubscribe({ dispatch }).catch(() => undefined);
        return navigate(webPaths.subscribe, { replace: true });
      }
      void prefetchDashboard({ dispatch }).catch(() => undefined);
      if (!passkeyOffer.seen() && (await platformPasskeyAvailable())) {
        passkeyOffer.markSeen();
        return setOffer('asking');
      }
      navigate(webPaths.tabNavigator, { replace: true });
    } catch (failure) {
      setError(isNetworkError(failure) ? AUTH_MESSAGES.verifyUnexpected : AUTH_MESSAGES.wrongOtp);
    }
  }

  async function resendCode() {
    if (phone) return sendPhoneCode();
    if (!email) throw new Error('no e-mail to send the code to');
    return requestOtp({
      identifier: email,
      type: 'email',
      ...(emailState.purpose ? { purpose: emailState.purpose } : {}),
    });
  }

  async function handleResend() {
    setNotice('');
    if (!phone && !email) return setError(AUTH_MESSAGES.unknownEmail);
    setError('');
    try {
      const answer = await resendCode();
      setDigits(emptyCode());
      setNotice(AUTH_MESSAGES.resendOk);
      countdown.restart(answer.resendAfterSeconds);
    } catch (failure) {
      if (isNetworkError(failure) || httpStatus(failure) === null) setError(AUTH_MESSAGES.resendUnexpected);
      else setError((phone && apiMessage(failure)) || AUTH_MESSAGES.resendFailed);
      const wait = retryAfterSeconds(failure);
      if (wait) countdown.restart(wait);
    }
  }

  async function handleCreatePasskey() {
    setError('');
    try {
      await createPasskey();
      setOffer('created');
    } catch (failure) {
      setError(passkeyFailureMessage(failure, 'create'));
    }
  }

  const goOn = () => navigate(webPaths.tabNavigator, { replace: true });
  if (offer === 'created') {
    return (
      <AuthLayout title={PASSKEY_MESSAGES.created} subtitle={PASSKEY_MESSAGES.createdText}>
        <Button type="button" fullWidth onClick={goOn}>
          Continuar
        </Button>
      </AuthLayout>
    );
  }
  if (offer === 'asking') {
    return (
      <AuthLayout title={PASSKEY_MESSAGES.offerTitle} subtitle={PASSKEY_MESSAGES.offerText}>
        <div className={styles.actions}>
          <Button
            type="button"
            fullWidth
            loading={creatingPasskey.isLoading}
            disabled={creatingPasskey.isLoading}
            onClick={handleCreatePasskey}
          >
            {PASSKEY_MESSAGES.create}
          </Button>
          <Button type="button" variant="text" fullWidth disabled={creatingPasskey.isLoading} onClick={goOn}>
            {PASSKEY_MESSAGES.notNow}
          </Button>
          <ErrorText>{error}</ErrorText>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Digite o código"
      footer={
        phone ? (
          <TextLink to={webPaths.profile}>Voltar para o perfil</TextLink>
        ) : (
          <TextLink to={webPaths.signIn}>Voltar para o login</TextLink>
        )
      }
      subtitle={
        phone ? (
          <>
            Enviamos um código de 6 dígitos por SMS para <span className={styles.email}>{phone.sentTo}</span>. Ele vale
            por 10 minutos.
          </>
        ) : email ? (
          <>
            {emailState.codeAlreadySent
              ? 'Digite o último código de 6 dígitos que enviamos para'
              : 'Enviamos um código de 6 dígitos para'}{' '}
            <span className={styles.email}>{email}</span>. Ele vale por 10 minutos.
          </>
        ) : undefined
      }
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <CodeEntry digits={digits} onChange={setDigits} error={error} disabled={submitting} />
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" fullWidth loading={submitting} disabled={submitting}>
            Confirmar
          </Button>
          <Button
            type="button"
            variant="text"
            fullWidth
            onClick={handleResend}
            loading={resending}
            disabled={resending || countdown.secondsLeft > 0}
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
