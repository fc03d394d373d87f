import { EMPTY_COVERAGE_DETAILS } from '@game-assist/contracts/rules';
import type { Coverage, Subscriber } from '@game-assist/contracts/schemas';

/** A coverage with every optional field empty, and the given fields set. */
export function coverageFixture(fields: Partial<Coverage> = {}): Coverage {
  return {
    _id: 'coverage',
    benefitName: '',
    ...EMPTY_COVERAGE_DETAILS,
    ...fields,
  };
}

/** A subscriber record as GET /assinante answers it. */
export const SUBSCRIBER: Subscriber = {
  nome: 'Maria Lima',
  telefone: '(11) 98765-4321',
  email: 'maria@example.com',
  nascimento: '1990-05-17',
  endereco: 'Rua das Flores, 123',
  avatar: null,
  telefoneVerificado: false,
};
