/** The spec's messages for the auth screens, word for word (docs/product.md, 'Input rules and messages'). */
export const AUTH_MESSAGES = {
  emptyEmail: 'Preencha o campo de e-mail!',
  otpRequestFailed: (status: number) => `Erro ao solicitar código OTP: ${status}`,
  connectionError: 'Erro de conexão com o servidor',
  otpRequestUnexpected: 'Erro inesperado ao solicitar código OTP',
  incompleteOtp: 'Preencha todos os campos corretamente.',
  wrongOtp: 'Código OTP incorreto.',
  verifyUnexpected: 'Erro inesperado ao verificar código OTP.',
  resendFailed: 'Erro ao reenviar código OTP.',
  resendUnexpected: 'Erro inesperado ao reenviar código OTP.',
  resendOk: 'Código OTP reenviado com sucesso!',
  unknownEmail: 'E-mail não encontrado. Retorne à tela de login.',
  signupFailed: 'Erro ao criar conta. Tente novamente.',
  // Password reset (not in the spec's catalogue: the spec's reset screens call nothing).
  resetRequestFailed: 'Não foi possível enviar o código. Tente novamente.',
  resetWithoutEmail: 'E-mail não encontrado. Volte e peça um novo código.',
  wrongResetCode: 'Código inválido ou expirado. Confira o código ou peça outro.',
  resetFailed: 'Não foi possível redefinir a senha. Tente novamente.',
} as const;

/** Phone verification by SMS (not in the spec, whose phone screen verified nothing). */
export const PHONE_MESSAGES = {
  noPhone: 'Nenhum telefone cadastrado. Informe um celular com DDD em Informações pessoais.',
  alreadyVerified: 'Este número já está verificado.',
  wrongCode: 'Código inválido ou expirado.',
} as const;
