import { STAFF_ENROLMENT_HOURS, STAFF_ROLE_LABELS, type StaffRole } from '@game-assist/contracts';
import type { MailMessage } from '#api/lib/mail/mailer.js';
import { greeting } from '#api/modules/mail/index.js';

const roleList = (roles: readonly StaffRole[]) => roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ');

/**
 * 'Equipe' invited the address: sign in at /Operador with it (the e-mailed code, then the staff passkey);
 * without an account yet, sign up with it first, and the invitation attaches on first use.
 */
export function staffInviteMessage(
  to: string,
  invite: { firstName: string; roles: readonly StaffRole[]; operatorUrl: string; signUpUrl?: string },
): MailMessage {
  const steps = invite.signUpUrl
    ? [
        `Para aceitar, crie a sua conta em ${invite.signUpUrl} com este e-mail e confirme-a com o código que`,
        `enviaremos. Depois, entre em ${invite.operatorUrl} e crie a sua chave de acesso da equipe.`,
      ]
    : [
        `Para aceitar, entre em ${invite.operatorUrl} com este e-mail: enviaremos um código de acesso, e com ele`,
        'você cria a sua chave de acesso da equipe.',
      ];
  return {
    to,
    subject: 'Convite para a equipe Game Assist',
    text: [
      greeting(invite.firstName),
      '',
      `Você recebeu um convite para a equipe da central Game Assist, com as funções: ${roleList(invite.roles)}.`,
      '',
      ...steps,
      'A chave de acesso é a impressão digital, o rosto ou o PIN do seu aparelho: a central só abre com ela.',
      '',
      `O convite vale por ${STAFF_ENROLMENT_HOURS} horas. Se você não esperava este convite, ignore este e-mail.`,
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** An administrador reset the person's staff passkey: a new one, with an e-mailed code, within 48 h. */
export function staffPasskeyResetMessage(to: string, firstName: string, operatorUrl: string): MailMessage {
  return {
    to,
    subject: 'Sua chave de acesso da equipe foi redefinida',
    text: [
      greeting(firstName),
      '',
      'Um administrador redefiniu a sua chave de acesso da central Game Assist: a chave anterior não abre mais',
      'a central, e as sessões da equipe abertas com ela foram encerradas.',
      '',
      `Para criar uma nova, entre em ${operatorUrl} com este e-mail e o código que enviaremos.`,
      `Você tem ${STAFF_ENROLMENT_HOURS} horas para isso.`,
      '',
      'Se você não pediu esta redefinição, fale com um administrador da equipe.',
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}
