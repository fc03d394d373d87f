import { type FormEvent, useState } from 'react';
import {
  CPF_INVALID_MESSAGE,
  DEPENDANT_RELATIONSHIP_LABELS,
  DEPENDANT_RELATIONSHIPS,
  type DependantRelationship,
} from '@game-assist/contracts/rules';
import type { CreateDependant } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { errorText } from '#web/lib/api/errors.ts';
import { isValidCpf } from '#web/lib/cpf.ts';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.ts';
import styles from './family.module.css';

/** Nothing picked at first: the titular says who the person is (until 2026-12-01 'Filho(a)' was preselected). */
const OPTIONS: { value: DependantRelationship | ''; label: string }[] = [
  { value: '', label: 'Escolha o parentesco' },
  ...DEPENDANT_RELATIONSHIPS.map((value) => ({ value, label: DEPENDANT_RELATIONSHIP_LABELS[value] })),
];

/** A dependant's name, birth date, CPF (masked) and relationship, new or `initial`; checked by the body's schema. */
export function DependantForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: CreateDependant;
  submitLabel: string;
  onSubmit(body: CreateDependant): Promise<void>;
  onCancel?: () => void;
}) {
  const form = useSchemaForm({
    schema: 'createDependant',
    initial: {
      nome: initial?.nome ?? '',
      nascimento: initial?.nascimento ?? '',
      cpf: initial?.cpf ?? '',
      parentesco: (initial?.parentesco ?? '') as DependantRelationship | '',
    },
    check: ({ nascimento, cpf }) => ({
      ...(nascimento ? {} : { nascimento: 'Informe a data de nascimento.' }),
      ...(cpf.length === 14 && !isValidCpf(cpf) ? { cpf: CPF_INVALID_MESSAGE } : {}),
    }),
  });
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const body = await form.validate();
    if (!body) return;
    setBusy(true);
    try {
      await onSubmit(body);
    } catch (error) {
      if (!form.showServerErrors(error)) setFailure(errorText(error, 'O dependente não foi salvo'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <Field label="Nome completo" autoComplete="off" {...form.field('nome')} />
      <Field label="Data de nascimento" type="date" {...form.field('nascimento')} />
      <Field
        label="CPF"
        mask="cpf"
        autoComplete="off"
        placeholder="000.000.000-00"
        hint="O CPF do dependente, não o seu."
        {...form.field('cpf')}
      />
      <SelectField
        label="Parentesco"
        name="parentesco"
        value={form.values.parentesco}
        options={OPTIONS}
        onChange={(value) => form.set('parentesco', value)}
        error={form.errors.parentesco}
      />
      <ErrorText>{failure}</ErrorText>
      <div className={styles.formActions}>
        <Button type="submit" fullWidth loading={busy} disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="text" fullWidth onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
