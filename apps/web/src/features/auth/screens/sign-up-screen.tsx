import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isStrongPassword, PASSWORD_RULE_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from '@game-assist/contracts';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { TextField } from '../../../components/ui/text-field';
import { httpStatus } from '../../../lib/api/errors';
import { useAuthCall } from '../api/use-auth-call';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { AUTH_MESSAGES } from '../lib/messages';
import styles from './auth-screens.module.css';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

/** 'Cadastre-se!': creates the account, then goes to /SignIn. */
export default function SignUpScreen() {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [passwordError, setPasswordError] = useState('');
  const [error, setError] = useState('');
  const [detail, setDetail] = useState('');
  const [signup, { isLoading }] = useAuthCall('signup');
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setDetail('');
    if (values.password !== values.confirmPassword) return setPasswordError(PASSWORDS_DIFFER_MESSAGE);
    if (!isStrongPassword(values.password)) return setPasswordError(PASSWORD_RULE_MESSAGE);
    setPasswordError('');
    const email = values.email.trim();
    try {
      await signup({
        email,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      });
      // The account waits for the code e-mailed to the address; the answer's session works nowhere
      // and is not kept.
      navigate('/ConfirmationCode', { state: { email, purpose: 'sign-up', resendAfterSeconds: 60 } });
    } catch (failure) {
      setError(AUTH_MESSAGES.signupFailed);
      const status = httpStatus(failure);
      if (status === 429)
        setDetail('Já enviamos um código para este e-mail há pouco. Aguarde um minuto e tente de novo.');
      else if (status === 400) setDetail('Confira se todos os campos estão preenchidos e o e-mail está correto.');
    }
  }

  return (
    <AuthLayout
      title="Cadastre-se!"
      subtitle="Crie sua conta para acessar seus benefícios."
      footer={
        <>
          Já tem conta? <Link to="/SignIn">Entrar</Link>
        </>
      }
    >
      {/* Prerendered: a browser that sends it natively (no JavaScript) posts it, never a URL with what was typed. */}
      <form className={styles.form} method="post" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Nome"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label="Sobrenome"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
        />
        <PasswordField
          label="Senha"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
        <PasswordField
          label="Confirmar senha"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={passwordError}
        />
        <ErrorText>{error}</ErrorText>
        {detail ? <p className={styles.hint}>{detail}</p> : null}
        <Button type="submit" fullWidth loading={isLoading} disabled={isLoading}>
          Cadastrar
        </Button>
      </form>
    </AuthLayout>
  );
}
