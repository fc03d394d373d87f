import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORDS_DIFFER_MESSAGE, webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { rememberedAffiliateCode } from '#web/lib/affiliate-code.ts';
import { httpStatus } from '#web/lib/api/errors.ts';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.ts';
import { useAuthCall } from '../lib/use-auth-call';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '#web/components/ui/email-field.tsx';
import { NewPasswordFields } from '../components/new-password-fields';
import { AUTH_MESSAGES } from '../lib/messages';
import styles from './auth-screens.module.css';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
type Values = typeof EMPTY;
const NAME_FIELDS = [
  { name: 'firstName', label: 'Nome', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Sobrenome', autoComplete: 'family-name' },
] as const;

/** 'Cadastre-se!': creates the account, then the code; the sign-up body's schema checks each field. */
export default function SignUpScreen() {
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: 'signup',
    initial: EMPTY,
    toBody: ({ firstName, lastName, email, password }: Values) => {
      // The partner link the visit came through (the onboarding kept its `?code=`) attributes the subscription.
      const affiliateCode = rememberedAffiliateCode();
      return { email, password, firstName, lastName, ...(affiliateCode ? { affiliateCode } : {}) };
    },
    check: ({ password, confirmPassword }: Values) =>
      password !== confirmPassword ? { confirmPassword: PASSWORDS_DIFFER_MESSAGE } : {},
  });
  const [error, setError] = useState('');
  const [detail, setDetail] = useState('');
  const [signup, { isLoading }] = useAuthCall('signup');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setDetail('');
    const body = await form.validate();
    if (!body) return;
    try {
      await signup(body);
      // The account waits for the code e-mailed to the address; the answer's session works nowhere
      // and is not kept.
      navigate(webPaths.confirmationCode, {
        state: { email: body.email, purpose: 'sign-up', resendAfterSeconds: 60 },
      });
    } catch (failure) {
      setError(AUTH_MESSAGES.signupFailed);
      const status = httpStatus(failure);
      if (status === 429)
        setDetail('Já enviamos um código para este e-mail há pouco. Aguarde um minuto e tente de novo.');
      else if (status === 400 && !form.showServerErrors(failure))
        setDetail('Confira se todos os campos estão preenchidos e o e-mail está correto.');
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
          <Field key={name} label={label} autoComplete={autoComplete} {...form.field(name)} />
        ))}
        <EmailField {...form.field('email')} />
        <NewPasswordFields
          labels={{ password: 'Senha', confirmation: 'Confirmar senha' }}
          password={form.field('password')}
          confirmation={form.field('confirmPassword')}
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
