import { useState } from 'react';
import { Link } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Avatar } from '#web/components/avatar/avatar.tsx';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { Toggle } from '#web/components/ui/toggle.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import {
  useGetNotificationPreferencesQuery,
  useSetNotificationPreferencesMutation,
} from '#web/lib/api/notifications.ts';
import { useGetAffiliatePortalQuery } from '#web/lib/api/affiliate-portal.ts';
import { useGetSubscriberQuery } from '#web/lib/api/subscriber.ts';
import { LocationConsentToggle } from '#web/components/consent/location-consent-toggle.tsx';
import { ThemeSwitch } from '#web/components/theme/theme-switch.tsx';
import { useSignOut } from '#web/lib/session/sign-out.ts';
import { PushDevice } from './push-device.tsx';
import styles from './profile.module.css';

const Chevron = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Who is signed in, editing it, requests, passkeys, e-mail notices, location consent, push here and 'Sair'. */
export default function ProfileScreen() {
  const { data, isLoading, isError, refetch } = useGetSubscriberQuery();
  const titular = data?.titular?.nome;
  const preferences = useGetNotificationPreferencesQuery();
  // A partner's account answers 200 here (anyone else 404): only then does Perfil offer /Parceiro.
  const partner = useGetAffiliatePortalQuery();
  const [savePreferences, saving] = useSetNotificationPreferencesMutation();
  const [leaving, setLeaving] = useState(false);
  const signOut = useSignOut();

  return (
    <Screen header={<Header title="Perfil" showBack />}>
      {isError ? <LoadFailure what="seu perfil" onRetry={refetch} /> : null}
      <section className={styles.identity} aria-busy={isLoading}>
        <Avatar name={data?.nome ?? ''} src={data?.avatar ?? null} size="xl" />
        <p className={styles.name}>{data?.nome ?? (isLoading ? 'Carregando…' : '')}</p>
        {data ? <p className={styles.phone}>{data.telefone || 'Telefone não informado'}</p> : null}
        {data?.telefone && data.telefoneVerificado ? <p className={styles.verified}>Telefone verificado</p> : null}
        {titular !== undefined ? <p className={styles.phone}>Plano de {titular}</p> : null}
      </section>
      <nav className={styles.list} aria-label="Conta">
        {data?.telefone && !data.telefoneVerificado ? (
          <Link to={webPaths.verifyYourPhoneNumber} className={styles.row}>
            <span>Verificar telefone</span>
            <Chevron />
          </Link>
        ) : null}
        {titular === undefined ? (
          // The plan, its dependants and its charges are the titular's.
          <>
            <Link to={webPaths.myPlan} className={styles.row}>
              <span>Meu plano</span>
              <Chevron />
            </Link>
            <Link to={webPaths.dependants} className={styles.row}>
              <span>Dependentes</span>
              <Chevron />
            </Link>
            <Link to={webPaths.myCharges} className={styles.row}>
              <span>Minhas cobranças</span>
              <Chevron />
            </Link>
          </>
        ) : null}
        {partner.data ? (
          <Link to={webPaths.partner} className={styles.row}>
            <span>Parceiro</span>
            <Chevron />
          </Link>
        ) : null}
        <Link to={webPaths.editPersonalInfo} className={styles.row}>
          <span>Informações pessoais</span>
          <Chevron />
        </Link>
        <Link to={webPaths.myServiceRequests} className={styles.row}>
          <span>Meus atendimentos</span>
          <Chevron />
        </Link>
        <Link to={webPaths.myData} className={styles.row}>
          <span>Meus dados</span>
          <Chevron />
        </Link>
        <Link to={webPaths.passkeys} className={styles.row}>
          <span>Chaves de acesso</span>
          <Chevron />
        </Link>
      </nav>
      <div className={styles.list}>
        <Toggle
          label="Notificações"
          description="Receber também por e-mail os avisos sobre seus atendimentos"
          checked={preferences.data?.email ?? true}
          disabled={!preferences.data || saving.isLoading}
          onChange={(email) => void savePreferences({ email })}
        />
        <ErrorText>{saving.isError ? 'Não foi possível salvar sua preferência. Tente novamente.' : null}</ErrorText>
        <LocationConsentToggle />
        <PushDevice />
      </div>
      <div className={styles.list}>
        <ThemeSwitch />
      </div>
      <Button
        variant="secondary"
        fullWidth
        loading={leaving}
        disabled={leaving}
        onClick={async () => {
          setLeaving(true);
          await signOut();
        }}
      >
        Sair
      </Button>
    </Screen>
  );
}
