import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { VERIFICATION_PHONE_NUMBER } from '../../../sample-data';
import { AuthLayout } from '../components/auth-layout';
import styles from './auth-screens.module.css';

/** /VerifyYourPhoneNumber: shows the (fixed, sample) number and continues to /ConfirmationCode. */
export default function VerifyYourPhoneNumberScreen() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Verifique seu telefone" subtitle="Vamos enviar um código de confirmação para este número:">
      <p className={styles.email}>{VERIFICATION_PHONE_NUMBER}</p>
      <div className={styles.actions}>
        <Button fullWidth onClick={() => void navigate('/ConfirmationCode')}>
          Continuar
        </Button>
      </div>
    </AuthLayout>
  );
}
