/** A PIX key as the DICT knows its five kinds, written as it is stored and shown. */
export type PixKey = { type: 'cpf' | 'cnpj' | 'email' | 'telefone' | 'evp'; key: string };

export const PIX_KEY_INVALID_MESSAGE =
  'Chave PIX inválida: use um CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.';

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// +55, a DDD (11–99) and a number of 8 digits or a mobile's 9 (starting with 9).
const PHONE = /^\+55[1-9][1-9](9\d{8}|[2-8]\d{7})$/;

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[9]) && checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(digits[10]);
}

function isCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return (
    first === Number(digits[12]) && checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(digits[13])
  );
}

/** The key typed (masks, spaces and case allowed), or undefined when it is no PIX key at all. */
export function parsePixKey(input: string): PixKey | undefined {
  const typed = input.trim();
  if (typed.length === 0 || typed.length > 77) return undefined;
  if (typed.includes('@')) return EMAIL.test(typed) ? { type: 'email', key: typed.toLowerCase() } : undefined;
  if (EVP.test(typed)) return { type: 'evp', key: typed.toLowerCase() };
  if (typed.startsWith('+')) {
    const phone = `+${typed.slice(1).replace(/[\s().-]/g, '')}`;
    return PHONE.test(phone) ? { type: 'telefone', key: phone } : undefined;
  }
  if (!/^[\d\s./-]+$/.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, '');
  if (isCpf(digits)) return { type: 'cpf', key: digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') };
  if (isCnpj(digits))
    return { type: 'cnpj', key: digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5') };
  return undefined;
}
