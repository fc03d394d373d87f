import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import styles from './auth-screens.module.css';

/** New password: two fields; submitting goes to /ForgotPasswordSentEmail. */
export default function NewPasswordScreen() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    navigate('/ForgotPasswordSentEmail');
  }

  return (
    <AuthLayout title="Nova senha" subtitle="Crie uma nova senha para a sua conta.">
      <form className={styles.form} onSubmit={handleSubmit}>
        <PasswordField
          label="Nova senha"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <PasswordField
          label="Confirmar nova senha"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
        />
        <Button type="submit" fullWidth>
          Salvar
        </Button>
      </form>
    </AuthLayout>
  );
}
