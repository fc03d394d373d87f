import { useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import {
  useEndDeviceSessionMutation,
  useEndOtherDeviceSessionsMutation,
  useGetDeviceSessionsQuery,
} from '#web/lib/api/privacy.ts';
import { instantToBr } from '#web/lib/dates.ts';
import { errorText } from '#web/lib/api/errors.ts';
import styles from './my-data.module.css';

/** 'Aparelhos conectados': every sign-in, this device's marked, each with 'Encerrar'. */
export function DevicesSection() {
  const sessions = useGetDeviceSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [endOne] = useEndDeviceSessionMutation();
  const [endOthers] = useEndOtherDeviceSessionsMutation();
  const [error, setError] = useState<string | null>(null);

  async function onEnd(id: string | null) {
    setError(null);
    const answer = id ? await endOne(id) : await endOthers();
    if ('error' in answer) setError(errorText(answer.error, 'A sessão não foi encerrada'));
    void sessions.refetch();
  }

  return (
    <Card id="devices" title="Aparelhos conectados">
      {sessions.isError ? <LoadFailure what="seus aparelhos" onRetry={sessions.refetch} /> : null}
      <ul className={styles.devices}>
        {sessions.data?.items.map((session) => (
          <li key={session.id} className={styles.device}>
            <span className={styles.deviceName}>
              <strong>{session.device}</strong>
              {session.current ? <Badge tone="info">(este aparelho)</Badge> : null}
            </span>
            <span className={styles.meta}>
              Entrou em {instantToBr(session.createdAt)} · usado em {instantToBr(session.lastUsedAt)}
            </span>
            {session.current ? null : (
              <Button variant="secondary" size="compact" onClick={() => void onEnd(session.id)}>
                Encerrar
              </Button>
            )}
          </li>
        ))}
      </ul>
      {(sessions.data?.items.length ?? 0) > 1 ? (
        <Button variant="secondary" fullWidth onClick={() => void onEnd(null)}>
          Encerrar todos os outros
        </Button>
      ) : null}
      <ErrorText>{error}</ErrorText>
    </Card>
  );
}
