import { useState } from 'react';
import { CANCELLABLE_STATUSES } from '@game-assist/contracts/rules';
import type { ServiceRequest } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { errorText } from '#web/lib/api/errors.ts';
import { useCancelServiceRequestMutation } from '#web/lib/api/service-requests.ts';
import styles from './service-requests.module.css';
import { showToast } from '#web/components/ui/toast-store.ts';

/** 'Cancelar atendimento' while nothing has started, asked twice; the server's refusal is shown as it says it. */
export function CancelRequest({ request }: { request: Pick<ServiceRequest, 'id' | 'status'> }) {
  const [cancel, { isLoading }] = useCancelServiceRequestMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!CANCELLABLE_STATUSES.includes(request.status)) return <ErrorText>{failure}</ErrorText>;

  async function confirmCancel() {
    setFailure(null);
    try {
      await cancel(request.id).unwrap();
      setConfirming(false);
      showToast('Atendimento cancelado.');
    } catch (error) {
      setFailure(errorText(error, 'O atendimento não foi cancelado'));
    }
  }

  return (
    <>
      <ErrorText>{failure}</ErrorText>
      {confirming ? (
        <div className={styles.actions} role="group" aria-label="Confirmar cancelamento">
          <Button variant="danger" loading={isLoading} disabled={isLoading} onClick={() => void confirmCancel()}>
            Sim, cancelar
          </Button>
          <Button variant="text" onClick={() => setConfirming(false)}>
            Não
          </Button>
        </div>
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Cancelar atendimento
        </Button>
      )}
    </>
  );
}
