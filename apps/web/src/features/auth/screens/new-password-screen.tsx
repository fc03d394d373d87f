import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isStrongPassword, webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { httpStatus, isNetworkError } from '#web/lib/api/errors.ts';
import { useAuthCall } from '../lib/use-auth-call';
import { AuthLayout } from '../components/auth-layout';
import { CodeEntry, enteredCode } from '../components/code-entry';
import { emptyCode } from '../components/code-input';
import { NewPasswordFields, newPasswordProblems } from '../components/new-password-fields';
import { AUTH_MESSAGES } from '../lib/messages';
import styles from './auth-screens.module.css';

interface ResetState {
  email?: string;
}

/** The mailed code and the new password twice: a right code sets it and ends every session; a wrong one says so. */
export default function NewPasswordScreen() {
  const navigate = useNavigate();
  const { email } = (useLocation().state ?? {}) as ResetState;
  const [digits, setDigits] = useState(emptyCode);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [codeError, setCodeError] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<ReturnType<typeof newPasswordProblems>>({});
  const [error, setError] = useState('');
  const [resetPassword, { isLoading }] = useAuthCall('resetPassword');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    if (!email) return setError(AUTH_MESSAGES.resetWithoutEmail);
    const code = enteredCode(digits);
    setCodeError(code ? '' : AUTH_MESSAGES.incompleteOtp);
    const problems = newPasswordProblems(password, confirmation);
    setPasswordErrors(problems);
    if (!code || Object.keys(problems).length > 0) return;
    try {
      await resetPassword({ email, code, password });
      navigate(webPaths.forgotPasswordSentEmail, { replace: true });
    } catch (failure) {
      if (isNetworkError(failure)) setError(AUTH_MESSAGES.connectionError);
      else if (httpStatus(failure) === 401) setCodeError(AUTH_MESSAGES.wrongResetCode);
      else setError(AUTH_MESSAGES.resetFailed);
    }
  }

  return (
    <AuthLayout
      title="Nova senha"
      footer={<TextLink to={webPaths.signIn}>Voltar para o login</TextLink>}
      subtitle={
        email ? (
          <>
            Digite o código que enviamos para <span className={styles.email}>{email}</span> e crie uma nova senha.
          </>
        ) : (
          'Crie uma nova senha para a sua conta.'
        )
      }
    >
      <form className={styles.form} onSubmit={handleSubmit} method="post" noValidate>
        <CodeEntry digits={digits} onChange={setDigits} error={codeError} disabled={isLoading} />
        <NewPasswordFields
          labels={{ password: 'Nova senha', confirmation: 'Confirmar nova senha' }}
          password={{
            value: password,
            error: passwordErrors.password,
            onChange: (value) => {
              setPassword(value);
              // A problem goes as it is fixed; none appears while typing.
              setPasswordErrors((shown) =>
                shown.password && isStrongPassword(value) ? { ...shown, password: undefined } : shown,
              );
            },
          }}
          confirmation={{
            value: confirmation,
            error: passwordErrors.confirmation,
            onChange: (value) => {
              setConfirmation(value);
              setPasswordErrors((shown) =>
                shown.confirmation && value === password ? { ...shown, confirmation: undefined } : shown,
              );
            },
          }}
        />
        <ErrorText>{error}</ErrorText>
        <Button type="submit" fullWidth loading={isLoading} disabled={isLoading}>
          Salvar
        </Button>
      </form>
    </AuthLayout>
  );
}
