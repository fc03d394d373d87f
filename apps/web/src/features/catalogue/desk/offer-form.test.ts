import { describe, expect, it } from 'vitest';
import { EMPTY_COVERAGE_DETAILS } from '@game-assist/contracts/rules';
import type { OfferContent } from '@game-assist/contracts/schemas';
import {
  centavosToReais,
  coverageSlug,
  movedCoverage,
  reaisToCentavos,
  saoPauloInstant,
  typedContent,
  withNewCoverage,
} from './offer-form';

const CONTENT: OfferContent = {
  categories: [
    {
      id: 'saude',
      name: 'Saúde',
      description: '',
      coverages: [
        {
          id: 'consulta',
          benefitName: 'Consulta',
          active: true,
          details: { ...EMPTY_COVERAGE_DETAILS, includedServices: [], exclusions: [], eligibleBeneficiaries: [] },
          rules: { usage: { kind: 'ilimitado' }, waiting: null, responseDays: 5 },
        },
      ],
    },
  ],
  plans: [
    {
      id: 'anual',
      name: 'Anual',
      description: '',
      pixPriceCents: 129_090,
      installmentCount: 12,
      installmentCents: 1090,
    },
  ],
  addons: [],
};
const AT = 'categories.0.coverages.0';

describe("the 'Catálogo' form's values", () => {
  it('reads reais as centavos and writes centavos as reais', () => {
    expect(['59,88', '1.290,90', '59.88', 'R$ 59', '0,5', '1.290'].map(reaisToCentavos)).toEqual([
      5988, 129_090, 5988, 5900, 50, 129_000,
    ]);
    expect(['', 'caro', '59,888', '-1'].map(reaisToCentavos)).toEqual([null, null, null, null]);
    expect([5988, 129_090, 5].map(centavosToReais)).toEqual(['59,88', '1.290,90', '0,05']);
  });

  it('builds a usage count, a waiting period and a provider from what was typed; unreadable numbers are errors', () => {
    const { body, errors } = typedContent(CONTENT, {
      [`${AT}.rules.usage.kind`]: 'quantidade',
      [`${AT}.rules.usage.count`]: '3',
      [`${AT}.rules.usage.per`]: 'assinatura',
      [`${AT}.rules.waiting.amount`]: '48',
      [`${AT}.rules.waiting.unit`]: 'horas-uteis',
      [`${AT}.details.provider.name`]: 'Clínica',
      'plans.0.installmentCount': 'doze',
    });
    const coverage = body.categories[0]?.coverages[0];
    expect(coverage?.rules).toEqual({
      usage: { kind: 'quantidade', count: 3, period: 'ano', per: 'assinatura' },
      waiting: { amount: 48, unit: 'horas-uteis' },
      responseDays: 5,
    });
    expect(coverage?.details.provider).toEqual({
      type: '',
      name: 'Clínica',
      contact: { phone: '', email: '', website: '' },
    });
    expect(errors).toEqual({ 'plans.0.installmentCount': 'Informe um número inteiro.' });
    expect(typedContent(CONTENT, {}).body).toEqual(CONTENT);
  });

  it('words a São Paulo date and time with its offset', () => {
    expect(saoPauloInstant('2027-01-01', '08:00')).toBe('2027-01-01T08:00:00-03:00');
  });

  it("makes a new coverage's id from its name, unused in the content", () => {
    expect(coverageSlug('  Óculos & Lentes! ', CONTENT)).toBe('oculos-lentes');
    expect(coverageSlug('Consulta', CONTENT)).toBe('consulta-2');
    expect(coverageSlug('Consulta', withNewCoverage(CONTENT, 0, 'Consulta'))).toBe('consulta-3');
  });

  it('moves a coverage with what was typed in it; the other paths stay', () => {
    const two = withNewCoverage(CONTENT, 0, 'Exame');
    const moved = movedCoverage(
      two,
      { 'categories.0.coverages.1.benefitName': 'Exames', 'plans.0.name': 'P' },
      0,
      1,
      -1,
    );
    expect(moved.content.categories[0]?.coverages.map((coverage) => coverage.id)).toEqual(['exame', 'consulta']);
    expect(moved.typed).toEqual({ 'categories.0.coverages.0.benefitName': 'Exames', 'plans.0.name': 'P' });
    expect(movedCoverage(two, {}, 0, 1, 1).content).toBe(two);
  });
});
