import type { PixKey } from '@game-assist/contracts';

/** A key shown masked, as the banks' apps show one (the middle of a CPF, the first letter of an e-mail). */
export function maskPixKey({ type, key }: PixKey): string {
  switch (type) {
    case 'cpf':
      return `***.${key.slice(4, 11)}-**`;
    case 'cnpj':
      return `**.${key.slice(3, 10)}/****-**`;
    case 'email': {
      const at = key.indexOf('@');
      return `${key.slice(0, 1)}***${key.slice(at)}`;
    }
    case 'telefone':
      return `+55 ${key.slice(3, 5)} *****-${key.slice(-4)}`;
    case 'evp':
      return `${key.slice(0, 4)}****-****-****-****-********${key.slice(-4)}`;
  }
}
