import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { AuthLayout } from '../components/auth-layout';
import styles from './auth-screens.module.css';

/** Forgot password: an e-mail field; 'Enviar' goes to /NewPassword (the spec calls nothing here). */
export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    navigate('/NewPassword');
  }

  return (
    <AuthLayout
      title="Esqueceu a senha?"
      subtitle="Informe o e-mail da sua conta para redefinir a senha."
      footer={<Link to="/SignIn">Voltar para o login</Link>}
    >
      <form className={styles.form} onSubmit={handleSubmit}>
        <TextField label="E-mail" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <Button type="submit" fullWidth>
          Enviar
        </Button>
      </form>
    </AuthLayout>
  );
}
