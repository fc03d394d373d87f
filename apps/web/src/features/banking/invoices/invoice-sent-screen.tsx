import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ResultScreen } from '../components/result-screen';

/** /InvoiceSent. */
export default function InvoiceSentScreen() {
  const navigate = useNavigate();
  return (
    <ResultScreen tone="sent" title="Invoice sent" text="Your invoice has been sent to the payer.">
      <Button fullWidth onClick={() => void navigate('/TabNavigator')}>
        Done
      </Button>
    </ResultScreen>
  );
}
