import { useState } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { errorText } from '#web/lib/api/errors.ts';
import { useGetSubscriberQuery } from '#web/lib/api/subscriber.ts';
import { useAuthCall } from '../lib/use-auth-call';
import { AuthLayout } from '../components/auth-layout';
import { PHONE_MESSAGES } from '../lib/messages';
import type { CodeState } from './code-state';
import styles from './auth-screens.module.css';

/** The subscriber's own number, and an SMS code on 'Continuar', typed on /ConfirmationCode. */
export default function VerifyYourPhoneNumberScreen() {
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useGetSubscriberQuery();
  const [sendCode, sending] = useAuthCall('sendPhoneCode');
  const [error, setError] = useState('');

  async function handleContinue() {
    setError('');
    try {
      const answer = await sendCode();
      const state: CodeState = {
        channel: 'phone',
        sentTo: answer.sentTo,
        resendAfterSeconds: answer.resendAfterSeconds,
      };
      navigate(webPaths.confirmationCode, { state });
    } catch (failure) {
      setError(errorText(failure, 'O código não foi enviado'));
    }
  }

  const phone = data?.telefone.trim();
  return (
    <AuthLayout
      title="Verifique seu telefone"
      subtitle="Vamos enviar um código de confirmação por SMS para este número:"
      footer={<TextLink to={webPaths.profile}>Voltar para o perfil</TextLink>}
    >
      {isError ? <LoadFailure what="seu telefone" onRetry={refetch} /> : null}
      {isLoading ? (
        <p className={styles.email} aria-busy="true">
          Carregando…
        </p>
      ) : null}
      {data ? <p className={styles.email}>{phone || PHONE_MESSAGES.noPhone}</p> : null}
      {data?.telefoneVerificado ? (
        <p className={styles.notice} role="status">
          {PHONE_MESSAGES.alreadyVerified}
        </p>
      ) : null}
      <ErrorText>{error}</ErrorText>
      <div className={styles.actions}>
        {data && !phone ? (
          <ButtonLink to={webPaths.editPersonalInfo} fullWidth>
            Informar telefone
          </ButtonLink>
        ) : (
          <Button
            fullWidth
            onClick={() => void handleContinue()}
            loading={sending.isLoading}
            disabled={!data || sending.isLoading}
          >
            Continuar
          </Button>
        )}
      </div>
    </AuthLayout>
  );
}
