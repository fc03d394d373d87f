import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { OfferContent, OfferCoverage, OfferDraft } from '@game-assist/contracts/schemas';
import desk from '#web/components/desk/desk-screen.module.css';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { Toggle } from '#web/components/ui/toggle.tsx';
import { bodySchema } from '#web/lib/api/contract.ts';
import { catalogueApi } from '#web/lib/api/desk/catalogue.ts';
import { apiFieldErrors, errorText } from '#web/lib/api/errors.ts';
import { useAppDispatch } from '#web/lib/state/root-reducer.ts';
import {
  movedCoverage,
  reaisToCentavos,
  PRICE,
  shownValues,
  typedContent,
  withNewAddon,
  withNewCoverage,
  type FieldErrors,
  type Typed,
} from './offer-form';
import styles from './catalogue.module.css';

const NAME_MAX = 200;
const DESCRIPTION_MAX = 4000;

const UNITS = [
  { value: 'dias-uteis', label: 'Dias úteis' },
  { value: 'horas-uteis', label: 'Horas úteis' },
] as const;
const KINDS = [
  { value: 'ilimitado', label: 'Sem limite' },
  { value: 'quantidade', label: 'Uma quantidade' },
] as const;
const PERIODS = [
  { value: 'mes', label: 'Por mês' },
  { value: 'ano', label: 'Por ano' },
  { value: 'vida', label: 'Na assinatura toda' },
] as const;
const PRICE_KINDS = [
  { value: 'nenhum', label: 'Não dizer' },
  { value: 'incluido', label: 'Incluído' },
  { value: 'preco', label: 'Um preço' },
  { value: 'desconto', label: 'Um desconto' },
] as const;
const PRICE_PERIODS = [
  { value: 'mes', label: 'Por mês' },
  { value: 'ano', label: 'Por ano' },
] as const;
const SCOPES = [
  { value: 'pessoa', label: 'Cada pessoa' },
  { value: 'assinatura', label: 'A assinatura toda' },
] as const;

interface Binder {
  text(path: string, label: string, extra?: { hint?: string; maxLength?: number; rows?: number }): ReactNode;
  number(path: string, label: string, hint?: string): ReactNode;
  reais(path: string, label: string): ReactNode;
  select(path: string, label: string, options: readonly { value: string; label: string }[]): ReactNode;
  toggle(path: string, label: string, description: string): ReactNode;
  value(path: string): string;
}

/** A collapsible part of the form, open while it holds an error. */
function Part({
  title,
  open,
  onToggle,
  children,
}: {
  title: string;
  open: boolean;
  onToggle(open: boolean): void;
  children: ReactNode;
}) {
  return (
    <details className={styles.part} open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className={styles.summary}>{title}</summary>
      <div className={styles.fields} role="group" aria-label={title}>
        {children}
      </div>
    </details>
  );
}

function CoverageFields({ at, coverage, bind }: { at: string; coverage: OfferCoverage; bind: Binder }) {
  const r = `${at}.rules`;
  const p = `${at}.details.provider`;
  const c = PRICE(at);
  const kind = bind.value(`${c}.with.kind`);
  return (
    <>
      {bind.text(`${at}.benefitName`, 'Nome da cobertura', { maxLength: NAME_MAX })}
      {bind.toggle(
        `${at}.active`,
        'Ativa',
        'Desativada, sai do catálogo e não pode ser pedida; os pedidos feitos ficam.',
      )}
      {coverage.rules ? (
        <div className={styles.grid}>
          {bind.number(`${r}.waiting.amount`, 'Carência', 'Em branco: sem carência.')}
          {bind.select(`${r}.waiting.unit`, 'Unidade da carência', UNITS)}
          {bind.select(`${r}.usage.kind`, 'Limite de uso', KINDS)}
          {bind.value(`${r}.usage.kind`) === 'quantidade' ? (
            <>
              {bind.number(`${r}.usage.count`, 'Quantidade de usos')}
              {bind.select(`${r}.usage.period`, 'Período do limite', PERIODS)}
              {bind.select(`${r}.usage.per`, 'Quem o limite conta', SCOPES)}
            </>
          ) : null}
          {bind.number(`${r}.responseDays`, 'Prazo de resposta (dias úteis)', 'De 1 a 30.')}
        </div>
      ) : (
        <p className={desk.muted}>Sem regras de uso: pedidos sem limite nem carência.</p>
      )}
      {bind.text(`${at}.details.waitingPeriod`, 'Texto da carência', { maxLength: DESCRIPTION_MAX, rows: 2 })}
      {bind.text(`${at}.details.usageLimit`, 'Texto do limite de uso', { maxLength: DESCRIPTION_MAX, rows: 2 })}
      <div className={styles.grid}>
        {bind.select(`${c}.with.kind`, 'Com a assinatura', PRICE_KINDS)}
        {kind === 'incluido' ? (
          <>
            {bind.number(`${c}.with.count`, 'Quantas vezes', 'Em branco: sem dizer quantas.')}
            {bind.select(`${c}.with.period`, 'A cada', PRICE_PERIODS)}
          </>
        ) : null}
        {kind === 'preco' ? bind.reais(`${c}.with.cents`, 'Preço com a assinatura') : null}
        {kind === 'desconto' ? bind.number(`${c}.with.percent`, 'Desconto (%)', 'De 1 a 100.') : null}
        {kind === 'nenhum' ? null : bind.reais(`${c}.withoutCents`, 'Sem a assinatura (opcional)')}
      </div>
      <div className={styles.grid}>
        {bind.text(`${p}.type`, 'Tipo do prestador')}
        {bind.text(`${p}.name`, 'Nome do prestador', { maxLength: NAME_MAX })}
        {bind.text(`${p}.contact.phone`, 'Telefone do prestador')}
        {bind.text(`${p}.contact.email`, 'E-mail do prestador', { maxLength: NAME_MAX })}
        {bind.text(`${p}.contact.website`, 'Site do prestador', { maxLength: NAME_MAX })}
      </div>
    </>
  );
}

/** A small group that adds something to the draft: its fields, and the button (Enter adds too). */
function AddGroup({
  label,
  button,
  onAdd,
  children,
}: {
  label: string;
  button: string;
  onAdd(): void;
  children: ReactNode;
}) {
  return (
    <div
      className={styles.add}
      role="group"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onAdd();
      }}
    >
      {children}
      <Button variant="secondary" onClick={onAdd}>
        {button}
      </Button>
    </div>
  );
}

function AddCoverage({ category, onAdd }: { category: string; onAdd(name: string): void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  function add() {
    if (!name.trim()) return setError('Informe o nome da cobertura.');
    onAdd(name);
    setName('');
    setError(undefined);
  }
  return (
    <AddGroup label={`Nova cobertura em ${category}`} button="Adicionar cobertura" onAdd={add}>
      <Field
        label="Nome da nova cobertura"
        hint="Entra ativa, sem limite de uso nem carência e com 5 dias úteis de prazo; ajuste depois."
        value={name}
        onChange={setName}
        error={error}
        maxLength={NAME_MAX}
      />
    </AddGroup>
  );
}

function AddAddon({ onAdd }: { onAdd(name: string, yearPriceCents: number): void }) {
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<{ name?: string; price?: string }>({});
  function add() {
    const cents = reaisToCentavos(price);
    const found = {
      name: name.trim() ? undefined : 'Informe o nome do adicional.',
      price: cents ? undefined : 'Informe o preço por ano em reais, como 47,88.',
    };
    setErrors(found);
    if (found.name || found.price || !cents) return;
    onAdd(name, cents);
    setName('');
    setPrice('');
  }
  return (
    <AddGroup label="Novo adicional" button="Adicionar adicional" onAdd={add}>
      <Field label="Nome do novo adicional" value={name} onChange={setName} error={errors.name} maxLength={NAME_MAX} />
      <Field
        label="Preço por ano do novo adicional (R$)"
        hint="Entra oferecido; novas assinaturas o veem depois de publicar."
        inputMode="decimal"
        value={price}
        onChange={setPrice}
        error={errors.price}
      />
    </AddGroup>
  );
}

/** Which parts hold a field's error ('categories.0.coverages.2', 'plans.1'): they open to show it. */
const partsOf = (errors: FieldErrors) =>
  Object.keys(errors).flatMap((path) => {
    const [kind, index, below, inner] = path.split('.');
    const part = `${kind}.${index}`;
    return below === 'coverages' ? [part, `${part}.coverages.${inner}`] : [part];
  });

/** 'Rascunho': the offer as a form; 'Salvar rascunho' sends it whole, what was typed kept on a refusal. */
export function DraftForm({
  draft,
  typed,
  onType,
  layout,
  onLayout,
  onSaved,
}: {
  draft: OfferDraft;
  typed: Typed;
  onType(typed: Typed): void;
  layout: OfferContent | null;
  onLayout(content: OfferContent | null): void;
  onSaved(): void;
}) {
  const dispatch = useAppDispatch();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const content = layout ?? draft.content;
  const shown = { ...shownValues(content), ...typed };

  function set(path: string, value: string) {
    onType({ ...typed, [path]: value });
    if (errors[path]) setErrors(({ [path]: _fixed, ...rest }) => rest);
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    setOpen((was) => new Set([...was, ...partsOf(found)]));
    setFailure(`O rascunho não foi salvo: ${Object.keys(found).length} campo(s) a corrigir.`);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function save() {
    setFailure(null);
    const { body, errors: unread } = typedContent(content, typed);
    const schema = await bodySchema.load('offerContent').catch(() => undefined);
    const found: FieldErrors = { ...unread };
    const checked = schema?.safeParse(body);
    if (checked && !checked.success)
      for (const issue of checked.error.issues) found[issue.path.join('.') || '_'] ??= issue.message;
    if (Object.keys(found).length > 0) return showErrors(found);
    setBusy(true);
    try {
      const saved = await dispatch(catalogueApi.endpoints.saveOfferDraft.initiate(body)).unwrap();
      setErrors({});
      onSaved();
      showToast(
        saved.problems.length
          ? `Rascunho salvo, com ${saved.problems.length} problema(s) a corrigir antes de publicar.`
          : 'Rascunho salvo.',
      );
    } catch (error) {
      const byField = apiFieldErrors(error);
      if (Object.keys(byField).length) showErrors(byField);
      else setFailure(errorText(error, 'O rascunho não foi salvo'));
    } finally {
      setBusy(false);
    }
  }

  const structure: Structure = {
    add(ci, name) {
      const next = withNewCoverage(content, ci, name);
      onLayout(next);
      setOpen((was) => new Set([...was, `categories.${ci}.coverages.${next.categories[ci]!.coverages.length - 1}`]));
    },
    addAddon(name, yearPriceCents) {
      const next = withNewAddon(content, name, yearPriceCents);
      onLayout(next);
      setOpen((was) => new Set([...was, `addons.${next.addons.length - 1}`]));
    },
    move(ci, vi, by) {
      const moved = movedCoverage(content, typed, ci, vi, by);
      onLayout(moved.content);
      onType(moved.typed);
      setErrors({});
      const [a, b] = [`categories.${ci}.coverages.${vi}`, `categories.${ci}.coverages.${vi + by}`];
      setOpen((was) => new Set([...was].map((key) => (key === a ? b : key === b ? a : key))));
    },
  };

  const toggle = (key: string) => (isOpen: boolean) =>
    setOpen((was) => {
      if (was.has(key) === isOpen) return was;
      const next = new Set(was);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });
  const bind: Binder = {
    value: (path) => shown[path] ?? '',
    text: (path, label, extra) => (
      <Field
        label={label}
        value={shown[path] ?? ''}
        onChange={(value) => set(path, value)}
        error={errors[path]}
        maxLength={NAME_MAX}
        {...extra}
      />
    ),
    number: (path, label, hint) => (
      <Field
        label={label}
        hint={hint}
        inputMode="numeric"
        maxLength={6}
        value={shown[path] ?? ''}
        onChange={(value) => set(path, value)}
        error={errors[path]}
      />
    ),
    reais: (path, label) => (
      <Field
        label={label}
        hint="Em reais, como 59,88."
        inputMode="decimal"
        maxLength={14}
        value={shown[path] ?? ''}
        onChange={(value) => set(path, value)}
        error={errors[path]}
      />
    ),
    select: (path, label, options) => (
      <SelectField<string>
        label={label}
        value={shown[path] ?? options[0]?.value ?? ''}
        options={options}
        onChange={(value) => set(path, value)}
        error={errors[path]}
      />
    ),
    toggle: (path, label, description) => (
      <Toggle
        label={label}
        description={description}
        checked={shown[path] === 'true'}
        onChange={(checked) => set(path, String(checked))}
      />
    ),
  };

  return (
    <form
      ref={form}
      className={styles.form}
      aria-label="Rascunho do catálogo"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save();
      }}
    >
      <DraftParts content={content} bind={bind} open={open} toggle={toggle} structure={structure} />
      <ErrorText>{failure ?? errors._}</ErrorText>
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={busy}>
          Salvar rascunho
        </Button>
        {Object.keys(typed).length || layout ? (
          <Button
            variant="text"
            disabled={busy}
            onClick={() => {
              onType({});
              onLayout(null);
            }}
          >
            Desfazer o que não foi salvo
          </Button>
        ) : null}
      </div>
    </form>
  );
}

interface Structure {
  add(ci: number, name: string): void;
  addAddon(name: string, yearPriceCents: number): void;
  move(ci: number, vi: number, by: -1 | 1): void;
}

function DraftParts({
  content,
  bind,
  open,
  toggle,
  structure,
}: {
  content: OfferContent;
  bind: Binder;
  open: ReadonlySet<string>;
  toggle(key: string): (open: boolean) => void;
  structure: Structure;
}) {
  return (
    <>
      <h4 className={styles.subheading}>Categorias e coberturas</h4>
      {content.categories.map((category, ci) => {
        const key = `categories.${ci}`;
        return (
          <Part key={category.id} title={`Categoria: ${category.name}`} open={open.has(key)} onToggle={toggle(key)}>
            {bind.text(`${key}.name`, 'Nome da categoria', { maxLength: NAME_MAX })}
            {bind.text(`${key}.description`, 'Descrição da categoria', { maxLength: DESCRIPTION_MAX, rows: 3 })}
            {category.coverages.map((coverage, vi) => {
              const at = `${key}.coverages.${vi}`;
              return (
                <Part key={coverage.id} title={coverage.benefitName} open={open.has(at)} onToggle={toggle(at)}>
                  <div className={styles.actions}>
                    <Button
                      variant="text"
                      size="compact"
                      disabled={vi === 0}
                      onClick={() => structure.move(ci, vi, -1)}
                    >
                      Mover “{coverage.benefitName}” para cima
                    </Button>
                    <Button
                      variant="text"
                      size="compact"
                      disabled={vi === category.coverages.length - 1}
                      onClick={() => structure.move(ci, vi, 1)}
                    >
                      Mover “{coverage.benefitName}” para baixo
                    </Button>
                  </div>
                  <CoverageFields at={at} coverage={coverage} bind={bind} />
                </Part>
              );
            })}
            <AddCoverage category={category.name} onAdd={(name) => structure.add(ci, name)} />
          </Part>
        );
      })}
      <h4 className={styles.subheading}>Planos</h4>
      {content.plans.map((plan, pi) => {
        const key = `plans.${pi}`;
        return (
          <Part key={plan.id} title={`Plano: ${plan.name}`} open={open.has(key)} onToggle={toggle(key)}>
            {bind.text(`${key}.name`, 'Nome do plano', { maxLength: NAME_MAX })}
            {bind.text(`${key}.description`, 'Descrição do plano', { maxLength: DESCRIPTION_MAX, rows: 2 })}
            <div className={styles.grid}>
              {bind.reais(`${key}.pixPriceCents`, 'Preço no PIX (R$)')}
              {bind.number(`${key}.installmentCount`, 'Parcelas no cartão', 'De 1 a 12.')}
              {bind.reais(`${key}.installmentCents`, 'Valor de cada parcela (R$)')}
            </div>
          </Part>
        );
      })}
      <h4 className={styles.subheading}>Adicionais</h4>
      {content.addons.map((addon, ai) => {
        const key = `addons.${ai}`;
        return (
          <Part key={addon.sku} title={`Adicional: ${addon.name}`} open={open.has(key)} onToggle={toggle(key)}>
            {bind.text(`${key}.name`, 'Nome do adicional', { maxLength: NAME_MAX })}
            {bind.text(`${key}.description`, 'Descrição do adicional', { maxLength: DESCRIPTION_MAX, rows: 2 })}
            {bind.reais(`${key}.yearPriceCents`, 'Preço por ano (R$)')}
            {bind.toggle(`${key}.active`, 'Ativo', 'Desativado, não é mais oferecido em novas assinaturas.')}
          </Part>
        );
      })}
      <AddAddon onAdd={(name, cents) => structure.addAddon(name, cents)} />
    </>
  );
}
