import { centavosToBr, instantToBr, webPaths } from '@game-assist/contracts/rules';
import type { Charge } from '@game-assist/contracts/schemas';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { SuccessState } from '#web/components/ui/success-state.tsx';

/** 'Pagamento confirmado': what was received, and the way on, the card first. Its heading takes the focus. */
export default function ChargePaid({ charge }: { charge: Charge }) {
  return (
    <SuccessState
      title="Pagamento confirmado"
      action={
        <ButtonLink to={webPaths.memberCard} fullWidth>
          Ver minha carteirinha
        </ButtonLink>
      }
      secondary={
        <ButtonLink to={webPaths.tabNavigator} variant="text" fullWidth>
          Ir para o início
        </ButtonLink>
      }
    >
      Recebemos {centavosToBr(charge.amount)}
      {charge.paidAt ? ` em ${instantToBr(charge.paidAt)}` : ''}. Sua assinatura está ativa e o recibo foi enviado por
      e-mail.
    </SuccessState>
  );
}
