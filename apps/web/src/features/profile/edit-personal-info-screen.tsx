import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Subscriber } from '@game-assist/contracts';
import { Avatar } from '../../components/avatar/avatar';
import { Header } from '../../components/header/header';
import { Button } from '../../components/ui/button';
import { ErrorText } from '../../components/ui/error-text';
import { LoadFailure } from '../../components/ui/load-failure';
import { Screen } from '../../components/ui/screen';
import { TextField } from '../../components/ui/text-field';
import { isNetworkError } from '../../lib/api/errors';
import { useGetSubscriberQuery, useUpdateSubscriberMutation } from '../../lib/api/subscriber-api';
import { brToIso, isoToBr } from '../../lib/dates';
import styles from './profile.module.css';

/** Edit personal info: the subscriber's record; 'Salvar' saves it on the server and goes back. */
export default function EditPersonalInfoScreen() {
  const { data, isError, refetch } = useGetSubscriberQuery();
  return (
    <Screen header={<Header title="Informações pessoais" showBack />}>
      {isError ? <LoadFailure what="seus dados" onRetry={refetch} /> : null}
      {/* The form starts from the loaded record; keyed so a fresh record refills it. */}
      {data ? <PersonalInfoForm key={JSON.stringify(data)} subscriber={data} /> : null}
    </Screen>
  );
}

function PersonalInfoForm({ subscriber }: { subscriber: Subscriber }) {
  const navigate = useNavigate();
  const [values, setValues] = useState({
    nome: subscriber.nome,
    telefone: subscriber.telefone,
    nascimento: isoToBr(subscriber.nascimento),
    endereco: subscriber.endereco,
  });
  const [errors, setErrors] = useState<{ nome?: string; nascimento?: string }>({});
  const [failure, setFailure] = useState('');
  const [save, { isLoading }] = useUpdateSubscriberMutation();
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const nascimento = values.nascimento.trim() ? brToIso(values.nascimento) : null;
    const found = {
      ...(values.nome.trim() ? {} : { nome: 'Informe o nome.' }),
      ...(values.nascimento.trim() && !nascimento ? { nascimento: 'Use o formato DD/MM/AAAA.' } : {}),
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
      navigate(-1);
    } catch (error) {
      setFailure(
        isNetworkError(error)
          ? 'Sem conexão com o servidor. Seus dados não foram salvos; tente novamente.'
          : 'Não foi possível salvar. Confira os campos e tente novamente.',
      );
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.avatarRow}>
        <Avatar name={values.nome} src={subscriber.avatar ?? null} size="xl" />
      </div>
      <TextField
        label="Nome"
        name="nome"
        autoComplete="name"
        value={values.nome}
        onChange={set('nome')}
        error={errors.nome}
      />
      <TextField
        label="Telefone"
        name="telefone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.telefone}
        onChange={set('telefone')}
        placeholder="(11) 91234-5678"
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        value={subscriber.email}
        onChange={() => undefined}
        readOnly
        hint="O e-mail é o seu acesso e não pode ser alterado aqui."
      />
      <TextField
        label="Data de nascimento"
        name="nascimento"
        inputMode="numeric"
        autoComplete="bday"
        placeholder="DD/MM/AAAA"
        value={values.nascimento}
        onChange={set('nascimento')}
        error={errors.nascimento}
      />
      <TextField
        label="Endereço"
        name="endereco"
        autoComplete="street-address"
        value={values.endereco}
        onChange={set('endereco')}
      />
      <ErrorText>{failure}</ErrorText>
      <Button type="submit" fullWidth loading={isLoading} disabled={isLoading}>
        Salvar
      </Button>
    </form>
  );
}
