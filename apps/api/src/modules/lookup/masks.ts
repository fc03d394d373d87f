/** The CPF as 000.000.000-00. */
export const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** The middle six digits of a CPF, as the LGPD's usual masking shows it: ***.982.247-**. */
export const maskCpf = (cpf: string) => (/^\d{11}$/.test(cpf) ? `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**` : '***');

/** A phone's last four digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 4 ? '****' : `(**) *****-${digits.slice(-4)}`;
}

/** The e-mail's first letters and its domain: enough to tell two people of one name apart. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 3 ? 2 : 1)}***${email.slice(at)}`;
}
