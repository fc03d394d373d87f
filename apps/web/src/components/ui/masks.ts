/** The masks a Field can type through: each shows the digits as a Brazilian form prints them. */
export type FieldMask = 'cpf' | 'phone' | 'cep' | 'date';

const digitsOf = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** As the digits come: '529', '529.98', '529.982.247-2', '529.982.247-25'. */
function cpf(text: string): string {
  const digits = digitsOf(text, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const rest = digits.slice(9);
  return parts.join('.') + (rest ? `-${rest}` : '');
}

/** '(11', '(11) 9876', '(11) 9876-5432' (landline), '(11) 98765-4321' (mobile). */
function phone(text: string): string {
  const digits = digitsOf(text, 11);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  if (number.length === 0) return `(${area}`;
  const split = number.length > 8 ? 5 : 4;
  const tail = number.slice(split);
  return `(${area}) ${number.slice(0, split)}${tail ? `-${tail}` : ''}`;
}

/** '01310', '01310-100'. */
function cep(text: string): string {
  const digits = digitsOf(text, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** DD/MM/AAAA as typed. */
function date(text: string): string {
  const digits = digitsOf(text, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

const FORMAT: Record<FieldMask, (text: string) => string> = { cpf, phone, cep, date };

/** The longest text each mask writes, so the field takes no more. */
export const MASK_MAX_LENGTH: Record<FieldMask, number> = { cpf: 14, phone: 15, cep: 9, date: 10 };

export function applyMask(mask: FieldMask, text: string): string {
  return FORMAT[mask](text);
}
