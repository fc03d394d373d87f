import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { ResultScreen } from '../components/result-screen';

/** /InvoiceSent. */
export default function InvoiceSentScreen() {
  const navigate = useNavigate();
  return (
    <ResultScreen tone="sent" title="Invoice sent" text="Tela de exemplo: nenhuma fatura foi enviada.">
      <Button fullWidth onClick={() => void navigate(webPaths.tabNavigator)}>
        Done
      </Button>
    </ResultScreen>
  );
}
