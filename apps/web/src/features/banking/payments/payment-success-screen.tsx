import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { DemoActionButton } from '../components/demo-action-button';
import { ResultScreen } from '../components/result-screen';

/** /PaymentSuccess and /MobilePayment. */
export default function PaymentSuccessScreen() {
  const navigate = useNavigate();
  return (
    <ResultScreen tone="success" title="Payment success" text="Tela de exemplo: nenhum pagamento foi feito.">
      <DemoActionButton fullWidth>Send Receipt</DemoActionButton>
      <Button fullWidth onClick={() => void navigate(webPaths.tabNavigator)}>
        Done
      </Button>
    </ResultScreen>
  );
}
