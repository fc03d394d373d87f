import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { apiFieldErrors, isNetworkError } from '#web/lib/api/errors.ts';
import { useUpdateSubscriberMutation } from '#web/lib/api/subscriber.ts';
import { setUser } from '#web/lib/session/user-slice.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/state/root-reducer.ts';
import { AuthLayout } from '../components/auth-layout';
import styles from './auth-screens.module.css';

/** Where the guard found the person going; only a path of ours, never this screen again. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && from !== webPaths.yourName ? from : webPaths.tabNavigator;
}

/** An unnamed account's first use: the owner gives the name card, header and mails use (docs/security.md). */
export default function YourNameScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user.user);
  const [nome, setNome] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  const [save, { isLoading }] = useUpdateSubscriberMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const typed = nome.trim();
    setFieldError(typed ? '' : 'Informe o seu nome.');
    if (!typed) return;
    try {
      const saved = await save({ nome: typed }).unwrap();
      const [firstName = '', ...rest] = saved.nome.split(/\s+/);
      if (user) dispatch(setUser({ ...user, nome: saved.nome, firstName, lastName: rest.join(' ') }));
      navigate(destination(location.state), { replace: true });
    } catch (error) {
      const byField = apiFieldErrors(error).nome;
      if (byField) setFieldError(byField);
      else if (isNetworkError(error))
        setFailure('Sem conexão com o servidor. Seu nome não foi salvo; tente novamente.');
      else setFailure('Não foi possível salvar seu nome. Tente novamente.');
    }
  }

  return (
    <AuthLayout
      title="Como podemos chamar você?"
      subtitle="Seu nome vai na sua carteirinha e nos nossos e-mails. Depois, você pode mudá-lo em Informações pessoais."
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <Field
          label="Nome completo"
          name="nome"
          autoComplete="name"
          value={nome}
          onChange={setNome}
          error={fieldError || undefined}
        />
        <ErrorText>{failure}</ErrorText>
        <Button type="submit" fullWidth loading={isLoading} disabled={isLoading}>
          Continuar
        </Button>
      </form>
    </AuthLayout>
  );
}
