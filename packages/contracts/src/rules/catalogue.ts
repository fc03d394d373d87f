import type { Coverage, CoveragePricing } from '../schemas/catalogue.js';
import { centavosToBr } from './payments.js';

/** The benefit names with an icon of their own (the catalogue names the four the spec leaves unnamed). */
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

/** What 'Sem a assinatura' and 'Com a assinatura' say, on the coverage sheet and in the diff. */
export function pricingLines(pricing: CoveragePricing): { without: string | null; with: string } {
  const { with: member } = pricing;
  const period = member.kind === 'incluido' ? (member.period === 'mes' ? 'por mês' : 'por ano') : '';
  const withText =
    member.kind === 'incluido'
      ? `incluído${member.count ? ` (${member.count} ${period})` : ''}`
      : member.kind === 'preco'
        ? centavosToBr(member.cents)
        : `${member.percent} % de desconto`;
  return {
    without: pricing.withoutCents === null ? null : centavosToBr(pricing.withoutCents),
    with: withText,
  };
}
