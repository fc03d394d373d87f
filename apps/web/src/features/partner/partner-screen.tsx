import { webPaths } from '@game-assist/contracts/rules';
import { Header } from '#web/components/header/header.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { useGetAffiliatePortalQuery } from '#web/lib/api/affiliate-portal.ts';
import { httpStatus } from '#web/lib/api/errors.ts';
import { PartnerBio } from './partner-bio';
import { PartnerLink } from './partner-link';
import { PartnerResults } from './partner-results';
import { PartnerStatement } from './partner-statement';
import { PixKey } from './pix-key';
import styles from './partner.module.css';

/** /Parceiro (#71): the partner's link and QR code, bio, results per month, PIX key and monthly statement. */
export default function PartnerScreen() {
  const portal = useGetAffiliatePortalQuery();
  const notPartner = httpStatus(portal.error) === 404;
  return (
    <Screen header={<Header title="Parceiro" showBack />}>
      {notPartner ? (
        <EmptyState
          kind="not-allowed"
          title="Você não é parceiro."
          action={<ButtonLink to={webPaths.profile}>Voltar ao perfil</ButtonLink>}
        >
          Esta página é de quem recebeu um convite de parceria da equipe.
        </EmptyState>
      ) : null}
      {portal.isError && !notPartner ? <LoadFailure what="sua página de parceiro" onRetry={portal.refetch} /> : null}
      {portal.isLoading ? <p role="status">Carregando…</p> : null}
      {portal.data ? (
        <div className={styles.stack}>
          <p className={styles.greeting}>Olá, {portal.data.name}: aqui está o que o seu link trouxe.</p>
          <PartnerLink link={portal.data.link} code={portal.data.code} />
          <PartnerResults />
          <PartnerStatement />
          <PixKey pixKey={portal.data.pixKey} />
          <PartnerBio bio={portal.data.bio} />
        </div>
      ) : null}
    </Screen>
  );
}
