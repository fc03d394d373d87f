import { useState } from 'react';
import { instantToBr } from '@game-assist/contracts/rules';
import type { Passkey } from '@game-assist/contracts/schemas';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardList from '#web/components/ui/card-list.module.css';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { errorText } from '#web/lib/api/errors.ts';
import { createPasskey, useGetPasskeysQuery, useRemovePasskeyMutation } from '#web/lib/api/passkeys.ts';
import { useAppDispatch } from '#web/lib/state/root-reducer.ts';
import { PASSKEY_MESSAGES, passkeyFailureMessage, passkeysSupported } from '#web/lib/passkeys.ts';
import styles from './passkeys.module.css';

function PasskeyItem({ passkey, onRemoved }: { passkey: Passkey; onRemoved(message: string): void }) {
  const [remove, removal] = useRemovePasskeyMutation();
  const [error, setError] = useState('');
  return (
    <li className={styles.item}>
      <div>
        <p className={styles.device}>{passkey.deviceName}</p>
        <p className={styles.when}>Criada em {instantToBr(passkey.createdAt)}</p>
        <p className={styles.when}>
          {passkey.lastUsedAt ? `Último uso em ${instantToBr(passkey.lastUsedAt)}` : 'Ainda não usada'}
        </p>
        <ErrorText>{error}</ErrorText>
      </div>
      <Button
        variant="secondary"
        aria-label={`Remover ${passkey.deviceName}`}
        loading={removal.isLoading}
        disabled={removal.isLoading}
        onClick={async () => {
          setError('');
          try {
            await remove(passkey.id).unwrap();
            onRemoved(`Chave de acesso ${passkey.deviceName} removida.`);
          } catch (failure) {
            setError(errorText(failure, 'A chave não foi removida'));
          }
        }}
      >
        Remover
      </Button>
    </li>
  );
}

/** Perfil → 'Chaves de acesso': the account's passkeys, when each was made and last used; remove one, make one. */
export default function PasskeysScreen() {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useGetPasskeysQuery(undefined, { refetchOnMountOrArgChange: true });
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  async function handleCreate() {
    setError('');
    setNotice('');
    if (!passkeysSupported()) return setError(PASSKEY_MESSAGES.unsupported);
    setCreating(true);
    try {
      await createPasskey(dispatch);
      setNotice(PASSKEY_MESSAGES.created + '.');
    } catch (failure) {
      setError(passkeyFailureMessage(failure, 'create'));
    } finally {
      setCreating(false);
    }
  }

  return (
    <Screen header={<Header title="Chaves de acesso" showBack />}>
      <p className={cardList.intro}>
        Entre com a digital, o rosto ou o bloqueio de tela do aparelho, sem esperar o código por e-mail. O código
        continua funcionando.
      </p>
      {isError ? <LoadFailure what="suas chaves de acesso" onRetry={refetch} /> : null}
      {isLoading ? <p role="status">Carregando…</p> : null}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {data && data.passkeys.length === 0 ? <p>Nenhuma chave de acesso ainda.</p> : null}
      {data && data.passkeys.length > 0 ? (
        <ul className={cardList.list} aria-label="Suas chaves de acesso">
          {data.passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemoved={setNotice} />
          ))}
        </ul>
      ) : null}
      <Button fullWidth loading={creating} disabled={creating} onClick={handleCreate}>
        {PASSKEY_MESSAGES.create}
      </Button>
      <ErrorText>{error}</ErrorText>
    </Screen>
  );
}
