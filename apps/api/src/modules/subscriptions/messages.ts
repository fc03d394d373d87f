import { centavosToBr, dateToBr, type CancellationKind } from '@game-assist/contracts';
import type { MailMessage } from '#api/lib/mail/mailer.js';
import { greeting } from '#api/modules/mail/index.js';

/** The confirmation of a cancellation: its protocol, what happens and when, and any refund. */
export function cancellationMessage(
  to: string,
  firstName: string,
  what: { protocol: string; kind: CancellationKind; endsOn: string; refunded: number; pixKey: string | null },
): MailMessage {
  const outcome =
    what.kind === 'fim-do-periodo'
      ? [
          `Sua assinatura não será renovada. Ela continua valendo, com a carteirinha e os atendimentos, até ${dateToBr(what.endsOn)}; depois fica cancelada.`,
          'Mudou de ideia? Até essa data, use "Desfazer cancelamento" em Meu plano.',
        ]
      : ['Sua assinatura foi encerrada hoje: a carteirinha deixou de valer.'];
  const refund =
    what.refunded > 0
      ? [
          '',
          `Como o cancelamento foi feito em até 7 dias do primeiro pagamento, devolveremos ${centavosToBr(what.refunded)}${what.pixKey ? ` por PIX para a chave ${what.pixKey}` : ''}. Acompanhe em Minhas cobranças.`,
        ]
      : [];
  return {
    to,
    subject: `Cancelamento da assinatura Game Assist — protocolo ${what.protocol}`,
    text: [
      greeting(firstName),
      '',
      `Recebemos o seu pedido de cancelamento. Protocolo: ${what.protocol}.`,
      '',
      ...outcome,
      ...refund,
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}
