import { TOO_MANY_CODES } from '#api/modules/one-time-codes/index.js';

export const MESSAGES = {
  codeRequested: 'Se o e-mail estiver correto, você receberá um código de acesso em instantes.',
  invalidCode: 'Código inválido ou expirado.',
  tooManyCodes: TOO_MANY_CODES,
  emailTaken: 'Este e-mail já está cadastrado.',
  badCredentials: 'Usuário ou senha incorretos.',
  passwordLocked: 'Muitas tentativas de senha. Tente mais tarde ou entre com um código enviado por e-mail.',
  resetRequested: 'Se houver uma conta com este e-mail, enviamos um código para redefinir a senha.',
  passwordChanged: 'Senha redefinida.',
  invalidSession: 'Sessão inválida ou expirada. Entre novamente.',
  passkeyChallengeGone: 'O pedido de chave de acesso expirou ou já foi usado. Tente novamente.',
  passkeyNotVerified: 'Não foi possível confirmar a chave de acesso. Tente novamente.',
  passkeyTaken: 'Esta chave de acesso já está cadastrada.',
  passkeyRefused: 'Não foi possível entrar com a chave de acesso. Tente de novo ou entre com o código por e-mail.',
  passkeyNotFound: 'Chave de acesso não encontrada.',
} as const;
