export const GONE = 'Sessão inválida ou expirada. Entre novamente.';
export const BAD_CODE = 'Código inválido ou expirado. Peça um novo.';
