import type { Coverage } from '../schemas/catalogue.js';

/**
 * The benefit names the app knows (each has its own icon). The spec names two
 * technology-support and two cybersecurity items without naming them; these are the names the
 * catalogue gives them.
 */
export const KNOWN_BENEFIT_NAMES = [
  'Telemedicina',
  'Descontos em Farmácia',
  'Agenda Pessoal Digital',
  'Rede de Apoio Emocional',
  'Televeterinário',
  'Consulta com Especialistas',
  'Concierge',
  'Suporte Técnico Remoto',
  'Suporte Técnico Presencial',
  'Assistência Residencial',
  'Proteção contra Fraudes Digitais',
  'Monitoramento de Identidade',
  'Assistência Funeral',
  'Gestão de Ativos Digitais',
  'Planejamento Sucessório e Testamentos',
  'Cuidados com o Pet',
  'Suporte Online',
  'Treinamentos Online',
  'Sugestões e Atualizações Tecnológicas',
  'Serviço de Transporte Especializado',
] as const;
export type KnownBenefitName = (typeof KNOWN_BENEFIT_NAMES)[number];

/** A coverage's details when none is known: what an affiliate's coverage (a bio, not a benefit) starts from. */
export const EMPTY_COVERAGE_DETAILS: Readonly<
  Omit<Coverage, '_id' | 'benefitName' | 'affiliateName' | 'rules' | 'profile'>
> = {
  coverageType: null,
  coverageAmount: null,
  usageLimit: null,
  waitingPeriod: null,
  includedServices: [],
  exclusions: [],
  eligibleBeneficiaries: [],
  provider: null,
  activationProcess: null,
  supportContact: null,
  benefitDuration: null,
  adjustmentRules: null,
  cancellationPolicy: null,
};
