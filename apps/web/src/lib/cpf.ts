import { cpf } from 'cpf-cnpj-validator';

/** The mask as the digits come: '529', '529.98', '529.982.247-2', '529.982.247-25'. */
export function formatCpfAsTyped(text: string): string {
  const digits = cpf.strip(text).slice(0, 11);
  if (digits.length === 11) return cpf.format(digits);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const rest = digits.slice(9);
  return parts.join('.') + (rest ? `-${rest}` : '');
}

/** Eleven digits whose two check digits hold. */
export const isValidCpf = (text: string): boolean => cpf.isValid(text);
