import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DemoActionButton } from '../components/demo-action-button';
import { ResultScreen } from '../components/result-screen';

/** /PaymentSuccess and /MobilePayment. */
export default function PaymentSuccessScreen() {
  const navigate = useNavigate();
  return (
    <ResultScreen tone="success" title="Payment success" text="Your payment has been sent.">
      <DemoActionButton fullWidth>Send Receipt</DemoActionButton>
      <Button fullWidth onClick={() => void navigate('/TabNavigator')}>
        Done
      </Button>
    </ResultScreen>
  );
}
