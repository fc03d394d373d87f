import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { DemoActionButton } from '../components/demo-action-button';
import { ResultScreen } from '../components/result-screen';

/** /PaymentFailed. */
export default function PaymentFailedScreen() {
  const navigate = useNavigate();
  return (
    <ResultScreen tone="failure" title="Payment failed" text="Tela de exemplo: nenhum pagamento foi tentado.">
      <DemoActionButton variant="primary" fullWidth>
        Try Again
      </DemoActionButton>
      <Button variant="secondary" fullWidth onClick={() => void navigate(webPaths.tabNavigator)}>
        Cancel
      </Button>
    </ResultScreen>
  );
}
