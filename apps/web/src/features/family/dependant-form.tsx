import { useState, type FormEvent } from 'react';
import {
  DEPENDANT_RELATIONSHIP_LABELS,
  DEPENDANT_RELATIONSHIPS,
  type DependantRelationship,
} from '@game-assist/contracts/rules';
import type { CreateDependant } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { apiFieldErrors, apiMessage, isNetworkError } from '#web/lib/api/errors.ts';
import styles from './family.module.css';

const OPTIONS = DEPENDANT_RELATIONSHIPS.map((value) => ({ value, label: DEPENDANT_RELATIONSHIP_LABELS[value] }));

/** The words a failed save shows: the server's own, or the connection's. */
export function failureText(error: unknown, what: string): string {
  if (isNetworkError(error)) return `Sem conexão com o servidor. ${what} Tente novamente.`;
  return apiMessage(error) ?? `${what} Tente novamente.`;
}

/** Name, birth date, CPF and relationship: adding a dependant, or changing one (`initial`). */
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
  const [nome, setNome] = useState(initial?.nome ?? '');
  const [nascimento, setNascimento] = useState(initial?.nascimento ?? '');
  const [cpf, setCpf] = useState(initial?.cpf ?? '');
  const [parentesco, setParentesco] = useState<DependantRelationship>(initial?.parentesco ?? 'filho');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const missing: Record<string, string> = {};
    if (!nome.trim()) missing.nome = 'Informe o nome.';
    if (!nascimento) missing.nascimento = 'Informe a data de nascimento.';
    if (!cpf.trim()) missing.cpf = 'Informe o CPF.';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await onSubmit({ nome: nome.trim(), nascimento, cpf: cpf.trim(), parentesco });
    } catch (error) {
      const byField = apiFieldErrors(error);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(failureText(error, 'O dependente não foi salvo.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <Field label="Nome completo" name="nome" autoComplete="off" value={nome} onChange={setNome} error={errors.nome} />
      <Field
        label="Data de nascimento"
        name="nascimento"
        type="date"
        value={nascimento}
        onChange={setNascimento}
        error={errors.nascimento}
      />
      <Field
        label="CPF"
        name="cpf"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        value={cpf}
        onChange={setCpf}
        error={errors.cpf}
      />
      <SelectField label="Parentesco" name="parentesco" value={parentesco} options={OPTIONS} onChange={setParentesco} />
      <ErrorText>{failure}</ErrorText>
      <Button type="submit" fullWidth loading={busy} disabled={busy}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="text" fullWidth onClick={onCancel}>
          Cancelar
        </Button>
      ) : null}
    </form>
  );
}
