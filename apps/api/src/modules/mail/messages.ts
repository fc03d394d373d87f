import type { MailMessage } from '#api/lib/mail/mailer.js';
import { centavosToBr } from '@game-assist/contracts';

/** 'Olá, Ana!', or 'Olá!' for an account whose name nobody proved (a pending sign-up's, or none yet). */
export const greeting = (firstName: string) => (firstName.trim() ? `Olá, ${firstName.trim()}!` : 'Olá!');

export function signInCodeMessage(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: 'Seu código de acesso Game Assist',
    text: [
      greeting(firstName),
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

/** The code that confirms a sign-up; no greeting by name, which nobody has proved yet. */
export function signUpCodeMessage(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Confirme seu cadastro no Game Assist',
    text: [
      'Olá!',
      '',
      `Seu código de confirmação é: ${code}`,
      '',
      'Digite-o no aplicativo para ativar sua conta. Ele vale por 10 minutos e só pode ser usado uma vez.',
      '',
      'Se não foi você quem se cadastrou, ignore este e-mail: sem este código a conta não é ativada,',
      'e ela é apagada em 7 dias. Se quiser usar o Game Assist com este e-mail, entre pela tela de',
      'acesso com um código: a senha escolhida por outra pessoa é descartada.',
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** Sent to the owner of a confirmed account when someone signs up again with the address. */
export function signUpAttemptMessage(to: string, firstName: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: 'Tentativa de cadastro com seu e-mail no Game Assist',
    text: [
      greeting(firstName),
      '',
      'Alguém tentou criar uma conta no Game Assist com este e-mail, que já é seu. Nada mudou na sua conta.',
      `Se foi você, entre em ${signInUrl} com o código que enviamos por e-mail.`,
      '',
      'Se não foi você, não precisa fazer nada.',
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** Sent once each time the password is locked after too many wrong tries. */
export function passwordLockedMessage(to: string, firstName: string, minutes: number, signInUrl: string): MailMessage {
  return {
    to,
    subject: 'Muitas tentativas de senha na sua conta Game Assist',
    text: [
      greeting(firstName),
      '',
      `Houve muitas tentativas erradas de senha na sua conta. Por segurança, a entrada com senha está`,
      `bloqueada por ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
      `Você pode entrar agora mesmo com um código enviado por e-mail: ${signInUrl}`,
      '',
      'Se não foi você, alguém pode estar tentando adivinhar sua senha. Sua conta continua protegida.',
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** The code that lets the owner of the address choose a new password. */
export function passwordResetCodeMessage(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    subject: 'Redefinição de senha do Game Assist',
    text: [
      greeting(firstName),
      '',
      `Seu código para redefinir a senha é: ${code}`,
      '',
      'Ele vale por 10 minutos e só pode ser usado uma vez.',
      'Se você não pediu para redefinir a senha, ignore este e-mail: sua senha continua a mesma.',
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** After a reset: the owner learns the password changed and every session was ended. */
export function passwordChangedMessage(to: string, firstName: string, resetUrl: string): MailMessage {
  return {
    to,
    subject: 'Sua senha do Game Assist foi alterada',
    text: [
      greeting(firstName),
      '',
      'A senha da sua conta foi alterada agora, e todas as sessões abertas foram encerradas.',
      '',
      `Se não foi você, redefina a senha de novo em ${resetUrl} e entre em contato conosco.`,
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** A copy of an in-app notification (a service request opened, moved or cancelled). */
export function notificationMessage(
  to: string,
  firstName: string,
  notice: { title: string; body: string },
  links: { requests: string; profile: string; request?: string | undefined },
): MailMessage {
  return {
    to,
    subject: `${notice.title} - Game Assist`,
    text: [
      greeting(firstName),
      '',
      notice.body,
      '',
      links.request ? `Veja este atendimento em ${links.request}` : `Acompanhe seus atendimentos em ${links.requests}`,
      '',
      `Para não receber estes e-mails, desligue as notificações no seu perfil: ${links.profile}`,
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** The operators' daily list of requests past their response deadline (docs/product.md, 'Service requests'). */
export function overdueDigestMessage(
  to: string,
  requests: { protocol: string; benefitName: string; deadline: string; subscriber: string }[],
  total: number,
  queueUrl: string,
): MailMessage {
  const count = total;
  return {
    to,
    subject: `${count} ${count === 1 ? 'atendimento atrasado' : 'atendimentos atrasados'} - Game Assist`,
    text: [
      'Olá!',
      '',
      count === 1
        ? 'Este atendimento passou do prazo de resposta:'
        : `Estes ${count} atendimentos passaram do prazo de resposta:`,
      '',
      ...requests.map(
        (request) =>
          `- ${request.protocol} · ${request.benefitName} · ${request.subscriber} · prazo: ${request.deadline}`,
      ),
      ...(total > requests.length ? [`- e mais ${total - requests.length} na central`] : []),
      '',
      `Responda pela central: ${queueUrl}`,
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** The code that confirms a download of one's data or the deletion of the account. */
const PRIVACY_CODE_TEXTS = {
  'data-export': { action: 'baixar os seus dados', subject: 'Código para baixar seus dados' },
  'account-deletion': { action: 'excluir a sua conta', subject: 'Código para excluir sua conta' },
  'refund-key': {
    action: 'receber o reembolso em outra chave PIX',
    subject: 'Código para confirmar a chave PIX do reembolso',
  },
  'pix-key': { action: 'trocar a chave PIX de parceiro', subject: 'Código para trocar a sua chave PIX de parceiro' },
} as const;

export function privacyCodeMessage(
  to: string,
  firstName: string,
  code: string,
  purpose: keyof typeof PRIVACY_CODE_TEXTS,
): MailMessage {
  const { action, subject } = PRIVACY_CODE_TEXTS[purpose];
  return {
    to,
    subject,
    text: [
      `Olá, ${firstName}!`,
      '',
      `Seu código para ${action} é: ${code}`,
      '',
      'Ele vale por 10 minutos e só pode ser usado uma vez.',
      'Se não foi você quem pediu, ignore este e-mail e troque a sua senha: nada acontece sem este código.',
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** The last mail to a deleted account's address: what was erased and what the law makes us keep. */
export function accountDeletedMessage(
  to: string,
  kept: readonly string[],
  refund: { amount: number; protocol: string | null } | null = null,
): MailMessage {
  return {
    to,
    subject: 'Sua conta Game Assist foi excluída',
    text: [
      'Olá!',
      '',
      'Como você pediu, excluímos a sua conta Game Assist e os seus dados pessoais.',
      '',
      'O que guardamos, e por quê:',
      ...kept.map((line) => `- ${line}`),
      '',
      ...(refund
        ? [
            `Você tem ${centavosToBr(refund.amount)} a receber de volta${refund.protocol ? ` (protocolo ${refund.protocol})` : ''}, pelo direito de arrependimento de 7 dias: devolveremos mesmo com a conta excluída.`,
            '',
          ]
        : []),
      'Este é o último e-mail que enviamos para este endereço. Você pode criar uma conta nova com ele quando quiser.',
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}

/** A titular invites an adult dependant to a sign-in of their own (docs/product.md, 'Family'). */
export function dependantInviteMessage(
  to: string,
  who: { dependantFirstName: string; titularName: string },
  code: string,
  link: string,
): MailMessage {
  const titular = who.titularName.trim() || 'O titular da assinatura';
  return {
    to,
    subject: 'Convite para a assinatura Game Assist',
    text: [
      greeting(who.dependantFirstName),
      '',
      `${titular} incluiu você como dependente na assinatura Game Assist e convidou você a usar o app.`,
      '',
      `Seu código de convite é: ${code}`,
      '',
      `Abra ${link}, informe este e-mail e o código. Ele vale por 10 minutos e só pode ser usado uma vez;`,
      'se expirar, peça ao titular um novo convite.',
      'Se você não conhece quem convidou, ignore este e-mail.',
      '',
      'Equipe Game Assist',
    ].join('\n'),
  };
}
