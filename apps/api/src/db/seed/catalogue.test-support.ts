/** The spec's six coverage categories, in the order the dashboard lists them. */
export const SPEC_CATEGORY_NAMES = [
  'life balance',
  'tech support',
  'digital guardian',
  'legacy',
  'financial support',
  'transport',
];
