import { cpf } from 'cpf-cnpj-validator';

/** Eleven digits whose two check digits hold. */
export const isValidCpf = (text: string): boolean => cpf.isValid(text);
