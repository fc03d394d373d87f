// The payer's CPF is checked as every CPF is (dependants' too): lib/cpf.ts.
export { validCpf } from '#api/lib/cpf.js';
