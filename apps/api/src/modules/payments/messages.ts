import {
  centavosToBr,
  chargePeriodText,
  dateToBr,
  instantToBr,
  paymentWayText,
  webPaths,
} from '@game-assist/contracts';
import type { MailMessage } from '#api/lib/mail/mailer.js';
import { greeting } from '#api/modules/mail/index.js';
import { chargePeriod } from './present.js';
import type { ChargeRow } from './repository.js';

const METHOD = { pix: 'PIX', cartao: 'cartão de crédito' } as const;

/** PIX Automático's (#69) by its name and period ('PIX Automático — mensal', 'dez/2026'); otherwise PIX, or the card's instalments. */
function paidBy(charge: ChargeRow): string[] {
  const period = { ...chargePeriod(charge), method: charge.method };
  if (period.automatic)
    return [`Forma de pagamento: ${paymentWayText(period)}`, `Período: ${chargePeriodText(period)}`];
  return [`Forma de pagamento: ${METHOD[charge.method]}${charge.installments > 1 ? ` (${charge.installments}x)` : ''}`];
}

/** The receipt of a confirmed payment: plan, amount, method, date and the charge's id. */
export function receiptMessage(
  to: string,
  firstName: string,
  charge: ChargeRow & { paidAt: Date },
  paidUntil: string | null,
): MailMessage {
  return {
    to,
    subject: 'Recibo do seu pagamento Game Assist',
    text: [
      greeting(firstName),
      '',
      'Recebemos o seu pagamento. Este é o seu recibo:',
      '',
      ...charge.items.map((item) => `${item.name}: ${centavosToBr(item.amountCents)}`),
      `Valor pago: ${centavosToBr(charge.amountCents)}`,
      ...paidBy(charge),
      `Data: ${instantToBr(charge.paidAt)}`,
      `Cobrança: ${charge.id}`,
      ...(paidUntil ? ['', `Sua assinatura está ativa até ${dateToBr(paidUntil)}.`] : []),
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** Ten days before the end: the renewal's amount and the PIX code to pay it with. */
export function renewalMessage(
  to: string,
  firstName: string,
  charge: ChargeRow,
  paidUntil: string,
  publicUrl: string,
): MailMessage {
  return {
    to,
    subject: 'Renove sua assinatura Game Assist',
    text: [
      greeting(firstName),
      '',
      `Sua assinatura vale até ${dateToBr(paidUntil)}. A renovação por mais ${charge.periodMonths === 1 ? 'um mês' : 'um ano'} custa ${centavosToBr(charge.amountCents)}.`,
      '',
      ...(charge.copiaECola
        ? ['Pague com PIX Copia e Cola, colando este código no app do seu banco:', '', charge.copiaECola, '']
        : []),
      ...(charge.invoiceUrl ? [`Ou pague pela página de pagamento: ${charge.invoiceUrl}`, ''] : []),
      `Você também pode pagar pelo app, em ${publicUrl}${webPaths.subscribe}.`,
      'Sem o pagamento, a assinatura fica em atraso e, depois de 7 dias, é suspensa.',
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** To the operators: a provider's event refused or to be checked by hand; nothing changed. */
export function providerAlertMessage(
  to: string,
  what: { eventType: string; eventId: string; chargeId: string | null; why: string },
): MailMessage {
  return {
    to,
    subject: `Asaas: evento ${what.eventType} a conferir`,
    text: [
      'Um evento do Asaas não mudou nada e precisa ser conferido na central do Asaas:',
      '',
      `Evento: ${what.eventType} (${what.eventId})`,
      `Cobrança: ${what.chargeId ?? 'desconhecida'}`,
      `Motivo: ${what.why}`,
    ].join('\n'),
  };
}

/** A charge cancelled here that the provider would not remove after REMOVAL_TRIES tries: to remove by hand. */
export function removalFailedMessage(
  to: string,
  what: { chargeId: string; providerPaymentId: string; why: string },
): MailMessage {
  return {
    to,
    subject: 'Asaas: cobrança cancelada a remover à mão',
    text: [
      'Uma cobrança cancelada aqui não pôde ser removida no Asaas depois de várias tentativas e ainda pode ser paga lá.',
      'Remova-a na central do Asaas; se ela for paga antes disso, o pagamento é reembolsado sozinho.',
      '',
      `Cobrança: ${what.chargeId}`,
      `No Asaas: ${what.providerPaymentId}`,
      `Último erro: ${what.why}`,
    ].join('\n'),
  };
}

/** A pending PIX charge's code, mailed again at the central's request (#67). */
export function pixCodeMessage(to: string, firstName: string, charge: ChargeRow, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Seu código PIX Game Assist',
    text: [
      greeting(firstName),
      '',
      `A central pediu que reenviássemos o código PIX da sua cobrança de ${centavosToBr(charge.amountCents)}.`,
      '',
      'Pague com PIX Copia e Cola, colando este código no app do seu banco:',
      '',
      charge.copiaECola ?? '',
      '',
      `O código vale até ${instantToBr(charge.expiresAt)}. Você também pode pagar pelo app, em ${publicUrl}${webPaths.subscribe}.`,
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}
