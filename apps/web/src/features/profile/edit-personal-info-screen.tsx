import { useState, type FormEvent } from 'react';
import { birthDateProblem, DATE_FORMAT_MESSAGE, webPaths } from '@game-assist/contracts/rules';
import type { Subscriber } from '@game-assist/contracts/schemas';
import { Avatar } from '#web/components/avatar/avatar.tsx';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { Field, type FieldProps } from '#web/components/ui/field.tsx';
import { apiFieldErrors, isNetworkError } from '#web/lib/api/errors.ts';
import { useGetSubscriberQuery, useUpdateSubscriberMutation } from '#web/lib/api/subscriber.ts';
import { brToIso, isoToBr } from '#web/lib/dates.ts';
import { useGoBack } from '#web/lib/use-go-back.ts';
import styles from './profile.module.css';
import { showToast } from '#web/components/ui/toast-store.ts';

type EditableField = 'nome' | 'telefone' | 'nascimento' | 'endereco';
const EDITABLE: readonly EditableField[] = ['nome', 'telefone', 'nascimento', 'endereco'];
const BAD_DATE = 'Use o formato DD/MM/AAAA.';
const FIELD_PROPS: Record<
  EditableField,
  Pick<FieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>
> = {
  nome: { label: 'Nome', autoComplete: 'name' },
  telefone: { label: 'Telefone', type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '(11) 91234-5678' },
  nascimento: { label: 'Data de nascimento', inputMode: 'numeric', autoComplete: 'bday', placeholder: 'DD/MM/AAAA' },
  endereco: { label: 'Endereço', autoComplete: 'street-address' },
};

/** The date goes as YYYY-MM-DD, so the server's words on its format would not match what was typed. */
function serverFieldErrors(failure: unknown): Partial<Record<EditableField, string>> {
  const found: Partial<Record<EditableField, string>> = {};
  for (const [field, message] of Object.entries(apiFieldErrors(failure))) {
    if ((EDITABLE as readonly string[]).includes(field)) {
      found[field as EditableField] = message === DATE_FORMAT_MESSAGE ? BAD_DATE : message;
    }
  }
  return found;
}

export default function EditPersonalInfoScreen() {
  const { data, isLoading, isError, refetch } = useGetSubscriberQuery();
  return (
    <Screen header={<Header title="Informações pessoais" showBack />}>
      {isLoading ? (
        <p className={styles.loading} role="status">
          Carregando seus dados…
        </p>
      ) : null}
      {isError ? <LoadFailure what="seus dados" onRetry={refetch} /> : null}
      {/* The form starts from the first record loaded and then keeps what the person types,
          even if the record is fetched again meanwhile. */}
      {data ? <PersonalInfoForm subscriber={data} /> : null}
    </Screen>
  );
}

function PersonalInfoForm({ subscriber }: { subscriber: Subscriber }) {
  // Opened directly (a bookmark, a reload as the first page): 'Salvar' lands on the profile.
  const goBack = useGoBack(webPaths.profile);
  const [values, setValues] = useState({
    nome: subscriber.nome,
    telefone: subscriber.telefone,
    nascimento: isoToBr(subscriber.nascimento),
    endereco: subscriber.endereco,
  });
  const [errors, setErrors] = useState<Partial<Record<EditableField, string>>>({});
  const [failure, setFailure] = useState('');
  const [save, { isLoading }] = useUpdateSubscriberMutation();
  const editable = (field: EditableField) => (
    <Field
      {...FIELD_PROPS[field]}
      name={field}
      value={values[field]}
      onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
      error={errors[field]}
    />
  );

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const nascimento = values.nascimento.trim() ? brToIso(values.nascimento) : null;
    // The same birth-date rule as the API's contract, said before a round trip.
    const dateProblem = values.nascimento.trim() ? (nascimento ? birthDateProblem(nascimento) : BAD_DATE) : null;
    const found = {
      ...(values.nome.trim() ? {} : { nome: 'Informe o nome.' }),
      ...(dateProblem ? { nascimento: dateProblem } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save({
        nome: values.nome.trim(),
        telefone: values.telefone.trim(),
        nascimento,
        endereco: values.endereco.trim(),
      }).unwrap();
      showToast('Informações pessoais salvas.');
      goBack();
    } catch (error) {
      const byField = serverFieldErrors(error);
      setErrors(byField);
      if (isNetworkError(error)) {
        setFailure('Sem conexão com o servidor. Seus dados não foram salvos; tente novamente.');
      } else if (Object.keys(byField).length > 0) {
        setFailure('Não foi possível salvar. Confira os campos destacados.');
      } else {
        setFailure('Não foi possível salvar. Confira os campos e tente novamente.');
      }
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.avatarRow}>
        <Avatar name={values.nome} src={subscriber.avatar ?? null} size="xl" />
      </div>
      {editable('nome')}
      {editable('telefone')}
      <Field
        label="E-mail"
        name="email"
        type="email"
        value={subscriber.email}
        onChange={() => undefined}
        readOnly
        hint="O e-mail é o seu acesso e não pode ser alterado aqui."
      />
      {editable('nascimento')}
      {editable('endereco')}
      <ErrorText>{failure}</ErrorText>
      <Button type="submit" fullWidth loading={isLoading} disabled={isLoading}>
        Salvar
      </Button>
    </form>
  );
}
