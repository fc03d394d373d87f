import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { AuthLayout } from './auth-layout';
import styles from '../screens/auth-screens.module.css';

/** The two confirmation screens (password reset done, account created): both go to /SignIn. */
export function DoneScreen({ title, text }: { title: string; text: string }) {
  const navigate = useNavigate();
  return (
    <AuthLayout title={title} subtitle={text}>
      <svg className={styles.illustration} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="44" fill="none" stroke="currentColor" strokeWidth="6" />
        <path d="M28 50l13 13 27-29" fill="none" stroke="currentColor" strokeWidth="7" strokeLinecap="round" />
      </svg>
      <Button fullWidth onClick={() => navigate(webPaths.signIn)}>
        Ir para o login
      </Button>
    </AuthLayout>
  );
}
