import type { OfferContent, OfferProblem } from '@game-assist/contracts';

const twice = (ids: string[]) => [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];

/**
 * What a draft breaks that its schema cannot see, against the version in force: an id twice, a coverage
 * some request points at left out (deactivate it instead), a plan left out or new here.
 */
export function draftProblems(
  draft: OfferContent,
  inForce: OfferContent,
  requested: ReadonlySet<string>,
): OfferProblem[] {
  const problems: OfferProblem[] = [];
  const coverages = draft.categories.flatMap((category) => category.coverages);
  for (const id of twice(draft.categories.map((category) => category.id)))
    problems.push({ path: `categoria ${id}`, message: 'Duas categorias com o mesmo identificador.' });
  for (const id of twice(coverages.map((coverage) => coverage.id)))
    problems.push({ path: `cobertura ${id}`, message: 'Duas coberturas com o mesmo identificador.' });
  const kept = new Set(coverages.map((coverage) => coverage.id));
  for (const coverage of inForce.categories.flatMap((category) => category.coverages)) {
    if (!kept.has(coverage.id) && requested.has(coverage.id))
      problems.push({
        path: `cobertura ${coverage.id}`,
        message: `“${coverage.benefitName}” já foi usada por assinantes: desative-a em vez de apagar.`,
      });
  }
  const plans = new Set(draft.plans.map((plan) => plan.id));
  const plansInForce = new Set(inForce.plans.map((plan) => plan.id));
  for (const plan of inForce.plans)
    if (!plans.has(plan.id))
      problems.push({ path: `plano ${plan.id}`, message: `O plano “${plan.name}” não pode ser retirado.` });
  for (const plan of draft.plans)
    if (!plansInForce.has(plan.id))
      problems.push({ path: `plano ${plan.id}`, message: 'Um plano novo ainda não pode ser criado por aqui.' });
  return problems;
}
