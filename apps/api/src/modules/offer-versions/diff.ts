import {
  centavosToBr,
  pricingLines,
  type OfferChange,
  type OfferContent,
  type OfferCoverage,
  type UsageRule,
} from '@game-assist/contracts';

type Facts = Map<string, string>;
interface Entity {
  label: string;
  facts: Facts;
}

const PERIOD = { mes: 'por mês', ano: 'por ano', vida: 'na assinatura' } as const;
const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');
const described = (thing: { name: string; description: string }, ...more: [string, string][]): Facts =>
  new Map([['Nome', thing.name], ['Descrição', thing.description], ...more]);
const usage = (rule: UsageRule) =>
  rule.kind === 'ilimitado'
    ? 'Ilimitado'
    : `${rule.count} ${PERIOD[rule.period]}, ${rule.per === 'pessoa' ? 'por pessoa' : 'pela assinatura'}`;

function coverageFacts(category: string, coverage: OfferCoverage): Facts {
  const { details, rules } = coverage;
  const facts: [string, string | null | undefined][] = [
    ['Categoria', category],
    ['Nome', coverage.benefitName],
    ['Ativa', yesNo(coverage.active)],
    ['Limite de uso', rules ? usage(rules.usage) : 'Não solicitada pelo app'],
    [
      'Carência',
      rules
        ? rules.waiting
          ? `${rules.waiting.amount} ${rules.waiting.unit === 'dias-uteis' ? 'dias' : 'horas'} úteis`
          : 'Sem carência'
        : null,
    ],
    ['Prazo de resposta', rules ? `${rules.responseDays} dias úteis` : null],
    ['Descrição do limite', details.usageLimit],
    ['Descrição da carência', details.waitingPeriod],
    ['Valor coberto', details.coverageAmount],
    ['Prestador', details.provider ? `${details.provider.type}: ${details.provider.name}` : null],
    ['Contato do prestador', details.provider ? Object.values(details.provider.contact).join(' · ') : null],
    ['Como usar', details.activationProcess],
    ['Serviços incluídos', details.includedServices.join('; ')],
    ['Exclusões', details.exclusions.join('; ')],
    ['Sem a assinatura', details.pricing ? pricingLines(details.pricing).without : null],
    ['Com a assinatura', details.pricing ? pricingLines(details.pricing).with : null],
  ];
  return new Map(facts.filter((fact): fact is [string, string] => typeof fact[1] === 'string'));
}

/** Each thing the offer sells, by a name a person reads, with the facts a change can touch. */
function entities(content: OfferContent): Map<string, Entity> {
  const all = new Map<string, Entity>();
  const add = (key: string, label: string, facts: Facts) => all.set(key, { label, facts });
  for (const category of content.categories) {
    add(`categoria:${category.id}`, `Categoria “${category.name}”`, described(category));
    for (const coverage of category.coverages)
      add(`cobertura:${coverage.id}`, `Cobertura “${coverage.benefitName}”`, coverageFacts(category.name, coverage));
  }
  for (const plan of content.plans)
    add(
      `plano:${plan.id}`,
      `Plano “${plan.name}”`,
      described(
        plan,
        ['Preço no PIX', centavosToBr(plan.pixPriceCents)],
        ['Parcelas no cartão', `${plan.installmentCount}x de ${centavosToBr(plan.installmentCents)}`],
      ),
    );
  for (const addon of content.addons)
    add(
      `adicional:${addon.sku}`,
      `Adicional “${addon.name}”`,
      described(addon, ['Preço por ano', centavosToBr(addon.yearPriceCents)], ['Ativo', yesNo(addon.active)]),
    );
  return all;
}

/** What `after` changes from `before`, fact by fact; a thing added or left out is one line. */
export function offerChanges(before: OfferContent | null, after: OfferContent): OfferChange[] {
  const old = before ? entities(before) : new Map<string, Entity>();
  const changes: OfferChange[] = [];
  for (const [key, { label, facts }] of entities(after)) {
    const was = old.get(key)?.facts;
    old.delete(key);
    if (!was) {
      changes.push({ path: label, before: null, after: 'Incluído' });
      continue;
    }
    for (const fact of new Set([...was.keys(), ...facts.keys()])) {
      const from = was.get(fact) ?? null;
      const to = facts.get(fact) ?? null;
      if (from !== to) changes.push({ path: `${label} › ${fact}`, before: from, after: to });
    }
  }
  for (const { label } of old.values()) changes.push({ path: label, before: 'Retirado', after: null });
  return changes;
}
