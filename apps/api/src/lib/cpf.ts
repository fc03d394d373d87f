import { cpf } from 'cpf-cnpj-validator';

/** The CPF's 11 digits when its check digits hold (mask or not); undefined otherwise. */
export function validCpf(input: string): string | undefined {
  const digits = input.replace(/[\s.-]/g, '');
  if (!/^\d{11}$/.test(digits) || !cpf.isValid(digits)) return undefined;
  return digits;
}

/** As people write it: 529.982.247-25. */
export const formatCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
