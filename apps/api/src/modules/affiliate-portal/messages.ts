import { centavosToBr, dateToBr } from '@game-assist/contracts';
import type { MailMessage } from '#api/lib/mail/mailer.js';
import { greeting } from '#api/modules/mail/index.js';

/** The staff invited the address to an affiliate's page: sign in with it (code or passkey), or sign up first. */
export function affiliateInviteMessage(
  to: string,
  invite: { firstName: string; affiliateName: string; portalUrl: string; signUpUrl: string },
): MailMessage {
  return {
    to,
    subject: 'Sua página de parceiro Game Assist',
    text: [
      greeting(invite.firstName),
      '',
      `Você foi convidado para a página de parceiro de ${invite.affiliateName} na Game Assist: o seu link,`,
      'quantas pessoas ele trouxe, a sua comissão de cada mês e os pagamentos recebidos.',
      '',
      `Para abrir, entre em ${invite.portalUrl} com este e-mail (código por e-mail ou chave de acesso).`,
      `Se ainda não tem conta, crie-a em ${invite.signUpUrl} com este mesmo e-mail.`,
      '',
      'Se você não esperava este convite, ignore este e-mail.',
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** The partner's receipt of a payout the staff recorded: amount, day, the month it pays, the bank's id. */
export function payoutRecordedMessage(
  to: string,
  payout: {
    firstName: string;
    month: string;
    amountCents: number;
    paidOn: string;
    endToEndId: string;
    portalUrl: string;
  },
): MailMessage {
  return {
    to,
    subject: `Pagamento de ${centavosToBr(payout.amountCents)} registrado`,
    text: [
      greeting(payout.firstName),
      '',
      `Registramos o pagamento de ${centavosToBr(payout.amountCents)} em ${dateToBr(payout.paidOn)}, referente a`,
      `${payout.month.split('-').reverse().join('/')}, por PIX (identificador fim a fim ${payout.endToEndId}).`,
      '',
      `O extrato do mês em ${payout.portalUrl} mostra o pagamento e o saldo.`,
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}
