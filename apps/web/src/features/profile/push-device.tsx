import { useState } from 'react';
import type { PushSubscriptionInput } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import {
  useDeletePushSubscriptionMutation,
  useLazyGetPushPublicKeyQuery,
  useSavePushSubscriptionMutation,
} from '#web/lib/api/push.ts';
import {
  keepSubscriptionId,
  keptSubscriptionId,
  pushSupport,
  PushRefused,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '#web/lib/push-device.ts';
import styles from './profile.module.css';

const MESSAGES = {
  unsupported:
    'Este navegador não recebe notificações. No iPhone (iOS 16.4 ou mais recente), adicione o app à Tela de Início e abra-o por lá.',
  denied: 'As notificações estão bloqueadas para este site. Libere-as nas configurações do navegador e tente de novo.',
  failed: 'Não foi possível ativar as notificações neste aparelho. Tente novamente.',
  offFailed: 'Não foi possível desativar as notificações. Tente novamente.',
} as const;

/** 'Receber notificações neste aparelho': permission is asked only after that tap, never on load. */
export function PushDevice() {
  const [subscriptionId, setSubscriptionId] = useState(keptSubscriptionId);
  const [problem, setProblem] = useState<keyof typeof MESSAGES | null>(null);
  const [busy, setBusy] = useState(false);
  const [getKey] = useLazyGetPushPublicKeyQuery();
  const [save] = useSavePushSubscriptionMutation();
  const [remove] = useDeletePushSubscriptionMutation();

  async function turnOn() {
    const support = pushSupport();
    if (support !== 'available') return setProblem(support);
    setBusy(true);
    setProblem(null);
    try {
      const { publicKey } = await getKey().unwrap();
      const subscription = await subscribeThisDevice(publicKey);
      const { id } = await save(subscription as PushSubscriptionInput).unwrap();
      keepSubscriptionId(id);
      setSubscriptionId(id);
    } catch (error) {
      setProblem(error instanceof PushRefused && error.message === 'denied' ? 'denied' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    if (!subscriptionId) return;
    setBusy(true);
    setProblem(null);
    try {
      await remove(subscriptionId).unwrap();
      await unsubscribeThisDevice();
      setSubscriptionId(null);
    } catch {
      setProblem('offFailed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.pushDevice}>
      {subscriptionId ? (
        <>
          <p className={styles.pushState}>Notificações ativadas neste aparelho</p>
          <Button variant="text" fullWidth loading={busy} disabled={busy} onClick={() => void turnOff()}>
            Desativar neste aparelho
          </Button>
        </>
      ) : (
        <Button variant="secondary" fullWidth loading={busy} disabled={busy} onClick={() => void turnOn()}>
          Receber notificações neste aparelho
        </Button>
      )}
      <ErrorText>{problem ? MESSAGES[problem] : null}</ErrorText>
    </div>
  );
}
