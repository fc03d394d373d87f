/** The spec's six coverage categories, in the order the dashboard lists them: their slugs and Portuguese names. */
export const SPEC_CATEGORY_SLUGS = [
  'life-balance',
  'tech-support',
  'digital-guardian',
  'legacy',
  'financial-support',
  'transport',
];

export const CATEGORY_NAMES = [
  'Saúde e bem-estar',
  'Suporte técnico',
  'Segurança digital',
  'Legado e família',
  'Apoio financeiro',
  'Transporte e conveniência',
];
