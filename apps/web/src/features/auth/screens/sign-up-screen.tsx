import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { httpStatus } from '#web/lib/api/errors.ts';
import { useAuthCall } from '../lib/use-auth-call';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { NewPasswordFields, newPasswordProblem } from '../components/new-password-fields';
import { AUTH_MESSAGES } from '../lib/messages';
import styles from './auth-screens.module.css';
import { TextLink } from '#web/components/ui/text-link.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;
const NAME_FIELDS = [
  { name: 'firstName', label: 'Nome', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Sobrenome', autoComplete: 'family-name' },
] as const;

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
    const passwordProblem = newPasswordProblem(values.password, values.confirmPassword);
    setPasswordError(passwordProblem);
    if (passwordProblem) return;
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
      navigate(webPaths.confirmationCode, { state: { email, purpose: 'sign-up', resendAfterSeconds: 60 } });
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
          Já tem conta? <TextLink to={webPaths.signIn}>Entrar</TextLink>
        </>
      }
    >
      {/* Prerendered: a browser that sends it natively (no JavaScript) posts it, never a URL with what was typed. */}
      <form className={styles.form} method="post" onSubmit={handleSubmit} noValidate>
        {NAME_FIELDS.map(({ name, label, autoComplete }) => (
          <Field
            key={name}
            label={label}
            name={name}
            autoComplete={autoComplete}
            value={values[name]}
            onChange={set(name)}
          />
        ))}
        <EmailField value={values.email} onChange={set('email')} />
        <NewPasswordFields
          labels={{ password: 'Senha', confirmation: 'Confirmar senha' }}
          password={values.password}
          confirmation={values.confirmPassword}
          onPasswordChange={set('password')}
          onConfirmationChange={set('confirmPassword')}
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
