import type { MailMessage } from '../../lib/mail/mailer.js';

export function signInCodeMessage(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: 'Seu código de acesso Game Assist',
    text: [
      `Olá, ${firstName}!`,
      '',
      `Seu código de acesso é: ${code}`,
      '',
      'Ele vale por 10 minutos e só pode ser usado uma vez.',
      'Se você não pediu este código, ignore este e-mail: ninguém entra na sua conta sem ele.',
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** Sent instead of a code when no account uses the address: it signs nobody in. */
export function noAccountMessage(to: string, signUpUrl: string): MailMessage {
  return {
    to,
    subject: 'Tentativa de acesso ao Game Assist',
    text: [
      'Olá!',
      '',
      'Alguém pediu um código de acesso ao Game Assist para este e-mail, mas ele não está cadastrado.',
      `Para criar sua conta, acesse ${signUpUrl}`,
      '',
      'Se não foi você, ignore este e-mail.',
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}
