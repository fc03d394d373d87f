/** Dependants on a subscription (docs/product.md, 'Family'). */

/** How many dependants a subscription holds at most, whatever the plan. */
export const MAX_DEPENDANTS = 4;

/** From this age a dependant may be invited to a sign-in of their own; younger ones are shown from the titular's phone. */
export const DEPENDANT_ADULT_AGE = 18;

export const DEPENDANT_RELATIONSHIPS = ['conjuge', 'filho', 'pai-mae', 'outro'] as const;
export type DependantRelationship = (typeof DEPENDANT_RELATIONSHIPS)[number];

export const DEPENDANT_RELATIONSHIP_LABELS: Record<DependantRelationship, string> = {
  conjuge: 'Cônjuge',
  filho: 'Filho(a)',
  'pai-mae': 'Pai/Mãe',
  outro: 'Outro',
};

/** A dependant's own sign-in: none, invited (a code e-mailed), or in use. */
export const DEPENDANT_ACCESS_STATES = ['sem-acesso', 'convidado', 'ativo'] as const;
export type DependantAccessState = (typeof DEPENDANT_ACCESS_STATES)[number];

/** Whole years between an ISO birth date and an ISO day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const FAMILY_MESSAGES = {
  limit: `Sua assinatura já tem ${MAX_DEPENDANTS} dependentes, o máximo permitido.`,
  notIncluded: 'Seu plano não inclui dependentes.',
  invalidCpf: 'CPF inválido: confira os números.',
  cpfTaken: 'Este CPF já está em uma assinatura ativa.',
  titularCpf: 'Este é o CPF do titular da assinatura: informe o CPF do dependente.',
  notFound: 'Dependente não encontrado.',
  minor: `Só dependentes com ${DEPENDANT_ADULT_AGE} anos ou mais recebem convite.`,
  emailTaken: 'Este e-mail já tem uma conta Game Assist. Use outro e-mail.',
  inviteSent: 'Enviamos o convite por e-mail.',
  invalidInvite: 'Código incorreto ou expirado. Peça ao titular um novo convite.',
  titularOnly: 'Só o titular da assinatura gerencia os dependentes.',
  noSubscription: 'Assinatura não encontrada.',
} as const;
