import { EMPTY_COVERAGE_DETAILS } from '@game-assist/contracts/rules';
import type { OfferContent, OfferCoverage } from '@game-assist/contracts/schemas';

/** What was typed, by the body's path ('plans.0.pixPriceCents'); a field not typed in keeps the draft's value. */
export type Typed = Readonly<Record<string, string>>;
export type FieldErrors = Record<string, string>;

export function centavosToReais(cents: number): string {
  const whole = Math.trunc(cents / 100).toLocaleString('pt-BR');
  return `${whole},${String(cents % 100).padStart(2, '0')}`;
}

/** '59,88', '1.234,56', '59.88' or '59' → centavos; null when it is not an amount in reais. */
export function reaisToCentavos(text: string): number | null {
  let clean = text.replace(/R\$|\s/g, '');
  if (clean.includes(',')) clean = clean.replaceAll('.', '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(clean)) clean = clean.replaceAll('.', '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** Where a coverage's 'Quanto custa' fields sit in the body. */
export const PRICE = (at: string) => `${at}.details.pricing`;

/** The draft's value of each field as the form shows it: the same paths as the body's. */
export function shownValues(content: OfferContent): Record<string, string> {
  const shown: Record<string, string> = {};
  content.categories.forEach((category, ci) => {
    shown[`categories.${ci}.name`] = category.name;
    shown[`categories.${ci}.description`] = category.description;
    category.coverages.forEach((coverage, vi) => {
      const at = `categories.${ci}.coverages.${vi}`;
      const { details, rules } = coverage;
      shown[`${at}.benefitName`] = coverage.benefitName;
      shown[`${at}.active`] = String(coverage.active);
      shown[`${at}.details.usageLimit`] = details.usageLimit ?? '';
      shown[`${at}.details.waitingPeriod`] = details.waitingPeriod ?? '';
      shown[`${at}.details.provider.type`] = details.provider?.type ?? '';
      shown[`${at}.details.provider.name`] = details.provider?.name ?? '';
      shown[`${at}.details.provider.contact.phone`] = details.provider?.contact.phone ?? '';
      shown[`${at}.details.provider.contact.email`] = details.provider?.contact.email ?? '';
      shown[`${at}.details.provider.contact.website`] = details.provider?.contact.website ?? '';
      const price = details.pricing;
      const member = price?.with;
      shown[`${PRICE(at)}.withoutCents`] = price?.withoutCents ? centavosToReais(price.withoutCents) : '';
      shown[`${PRICE(at)}.with.kind`] = member?.kind ?? 'nenhum';
      shown[`${PRICE(at)}.with.count`] = member?.kind === 'incluido' && member.count ? String(member.count) : '';
      shown[`${PRICE(at)}.with.period`] = member?.kind === 'incluido' ? member.period : 'ano';
      shown[`${PRICE(at)}.with.cents`] = member?.kind === 'preco' ? centavosToReais(member.cents) : '';
      shown[`${PRICE(at)}.with.percent`] = member?.kind === 'desconto' ? String(member.percent) : '';
      if (!rules) return;
      const usage = rules.usage.kind === 'quantidade' ? rules.usage : null;
      shown[`${at}.rules.usage.kind`] = rules.usage.kind;
      shown[`${at}.rules.usage.count`] = usage ? String(usage.count) : '';
      shown[`${at}.rules.usage.period`] = usage?.period ?? 'ano';
      shown[`${at}.rules.usage.per`] = usage?.per ?? 'pessoa';
      shown[`${at}.rules.waiting.amount`] = rules.waiting ? String(rules.waiting.amount) : '';
      shown[`${at}.rules.waiting.unit`] = rules.waiting?.unit ?? 'dias-uteis';
      shown[`${at}.rules.responseDays`] = String(rules.responseDays);
    });
  });
  content.plans.forEach((plan, pi) => {
    shown[`plans.${pi}.name`] = plan.name;
    shown[`plans.${pi}.description`] = plan.description;
    shown[`plans.${pi}.pixPriceCents`] = centavosToReais(plan.pixPriceCents);
    shown[`plans.${pi}.installmentCount`] = String(plan.installmentCount);
    shown[`plans.${pi}.installmentCents`] = centavosToReais(plan.installmentCents);
  });
  content.addons.forEach((addon, ai) => {
    shown[`addons.${ai}.name`] = addon.name;
    shown[`addons.${ai}.description`] = addon.description;
    shown[`addons.${ai}.yearPriceCents`] = centavosToReais(addon.yearPriceCents);
    shown[`addons.${ai}.active`] = String(addon.active);
  });
  return shown;
}

/** The content the form sends: the draft with what was typed, numbers and reais read; what cannot be read, as errors. */
export function typedContent(content: OfferContent, typed: Typed): { body: OfferContent; errors: FieldErrors } {
  const shown = { ...shownValues(content), ...typed };
  const errors: FieldErrors = {};
  const text = (path: string) => shown[path] ?? '';
  const orNull = (path: string) => text(path).trim() || null;
  const whole = (path: string) => {
    const value = text(path).trim();
    if (/^\d+$/.test(value)) return Number(value);
    errors[path] = 'Informe um número inteiro.';
    return 0;
  };
  const cents = (path: string) => {
    const value = reaisToCentavos(text(path));
    if (value === null) errors[path] = 'Informe o valor em reais, como 59,88.';
    return value ?? 0;
  };

  const coverageOf = (coverage: OfferCoverage, at: string): OfferCoverage => {
    const p = `${at}.details.provider`;
    const providerTyped = ['type', 'name', 'contact.phone', 'contact.email', 'contact.website'].some((key) =>
      text(`${p}.${key}`).trim(),
    );
    const provider =
      coverage.details.provider || providerTyped
        ? {
            type: text(`${p}.type`),
            name: text(`${p}.name`),
            contact: {
              phone: text(`${p}.contact.phone`),
              email: text(`${p}.contact.email`),
              website: text(`${p}.contact.website`),
            },
          }
        : null;
    const r = `${at}.rules`;
    const rules = coverage.rules && {
      usage:
        text(`${r}.usage.kind`) === 'quantidade'
          ? {
              kind: 'quantidade' as const,
              count: whole(`${r}.usage.count`),
              period: text(`${r}.usage.period`) as 'mes' | 'ano' | 'vida',
              per: text(`${r}.usage.per`) as 'pessoa' | 'assinatura',
            }
          : { kind: 'ilimitado' as const },
      waiting: text(`${r}.waiting.amount`).trim()
        ? {
            amount: whole(`${r}.waiting.amount`),
            unit: text(`${r}.waiting.unit`) as 'horas-uteis' | 'dias-uteis',
          }
        : null,
      responseDays: whole(`${r}.responseDays`),
    };
    const c = PRICE(at);
    const kind = text(`${c}.with.kind`);
    const member =
      kind === 'incluido'
        ? {
            kind: 'incluido' as const,
            count: text(`${c}.with.count`).trim() ? whole(`${c}.with.count`) : null,
            period: text(`${c}.with.period`) as 'mes' | 'ano',
          }
        : kind === 'preco'
          ? { kind: 'preco' as const, cents: cents(`${c}.with.cents`) }
          : kind === 'desconto'
            ? { kind: 'desconto' as const, percent: whole(`${c}.with.percent`) }
            : null;
    const pricing = member && {
      withoutCents: text(`${c}.withoutCents`).trim() ? cents(`${c}.withoutCents`) : null,
      with: member,
    };
    return {
      ...coverage,
      benefitName: text(`${at}.benefitName`),
      active: text(`${at}.active`) === 'true',
      details: {
        ...coverage.details,
        usageLimit: orNull(`${at}.details.usageLimit`),
        waitingPeriod: orNull(`${at}.details.waitingPeriod`),
        provider,
        ...(pricing || coverage.details.pricing !== undefined ? { pricing } : {}),
      },
      rules,
    };
  };

  const body: OfferContent = {
    categories: content.categories.map((category, ci) => ({
      ...category,
      name: text(`categories.${ci}.name`),
      description: text(`categories.${ci}.description`),
      coverages: category.coverages.map((coverage, vi) => coverageOf(coverage, `categories.${ci}.coverages.${vi}`)),
    })),
    plans: content.plans.map((plan, pi) => ({
      ...plan,
      name: text(`plans.${pi}.name`),
      description: text(`plans.${pi}.description`),
      pixPriceCents: cents(`plans.${pi}.pixPriceCents`),
      installmentCount: whole(`plans.${pi}.installmentCount`),
      installmentCents: cents(`plans.${pi}.installmentCents`),
    })),
    addons: content.addons.map((addon, ai) => ({
      ...addon,
      name: text(`addons.${ai}.name`),
      description: text(`addons.${ai}.description`),
      yearPriceCents: cents(`addons.${ai}.yearPriceCents`),
      active: text(`addons.${ai}.active`) === 'true',
    })),
  };
  return { body, errors };
}

/** 'Nova cobertura' → 'nova-cobertura': an id no other coverage of the content has ('-2', '-3'… when taken). */
const slugOf = (name: string, fallback: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || fallback;

const unused = (base: string, taken: ReadonlySet<string>) => {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
};

export function coverageSlug(name: string, content: OfferContent): string {
  const taken = new Set(content.categories.flatMap((category) => category.coverages.map((coverage) => coverage.id)));
  return unused(slugOf(name, 'cobertura'), taken);
}

/** A new add-on at the end of the list: its SKU from its name ('GA-ADDON-PET'), offered, at the price typed. */
export function withNewAddon(content: OfferContent, name: string, yearPriceCents: number): OfferContent {
  const sku = unused(`GA-ADDON-${slugOf(name, 'adicional').toUpperCase()}`, new Set(content.addons.map((a) => a.sku)));
  return {
    ...content,
    addons: [...content.addons, { sku, name: name.trim(), description: '', yearPriceCents, active: true }],
  };
}

export function withNewCoverage(content: OfferContent, ci: number, name: string): OfferContent {
  const coverage: OfferCoverage = {
    id: coverageSlug(name, content),
    benefitName: name.trim(),
    active: true,
    details: { ...EMPTY_COVERAGE_DETAILS, includedServices: [], exclusions: [], eligibleBeneficiaries: [] },
    rules: { usage: { kind: 'ilimitado' }, waiting: null, responseDays: 5 },
  };
  return {
    ...content,
    categories: content.categories.map((category, i) =>
      i === ci ? { ...category, coverages: [...category.coverages, coverage] } : category,
    ),
  };
}

/** Coverages vi and vi + by of category ci swapped, with what was typed in them (its paths hold the index). */
export function movedCoverage(
  content: OfferContent,
  typed: Typed,
  ci: number,
  vi: number,
  by: -1 | 1,
): { content: OfferContent; typed: Typed } {
  const to = vi + by;
  const coverages = [...(content.categories[ci]?.coverages ?? [])];
  const [a, b] = [coverages[vi], coverages[to]];
  if (!a || !b) return { content, typed };
  [coverages[vi], coverages[to]] = [b, a];
  const from = `categories.${ci}.coverages.${vi}.`;
  const into = `categories.${ci}.coverages.${to}.`;
  const swapped = Object.fromEntries(
    Object.entries(typed).map(([path, value]) => [
      path.startsWith(from)
        ? into + path.slice(from.length)
        : path.startsWith(into)
          ? from + path.slice(into.length)
          : path,
      value,
    ]),
  );
  return {
    content: {
      ...content,
      categories: content.categories.map((category, i) => (i === ci ? { ...category, coverages } : category)),
    },
    typed: swapped,
  };
}

/** São Paulo has kept UTC−3 all year since 2019. */
export const saoPauloInstant = (date: string, time: string) => `${date}T${time}:00-03:00`;
