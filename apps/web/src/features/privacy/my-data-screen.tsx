import { useState } from 'react';
import { centavosToBr, ERASED_ON_DELETION, KEPT_AFTER_DELETION } from '@game-assist/contracts/rules';
import type { DeletedAccount } from '@game-assist/contracts/schemas';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { apiMessage, httpStatus } from '#web/lib/api/errors.ts';
import {
  useDeleteAccountMutation,
  useDownloadMyDataMutation,
  useEndDeviceSessionMutation,
  useEndOtherDeviceSessionsMutation,
  useGetDeviceSessionsQuery,
  useSendDeletionCodeMutation,
  useSendMyDataCodeMutation,
} from '#web/lib/api/privacy.ts';
import { instantToBr } from '#web/lib/dates.ts';
import { useSignOut } from '#web/lib/session/sign-out.ts';
import { ConsentsSection } from './consents-section';

const GROUPS = [
  ['Conta', 'seu e-mail, nome e quando a conta foi criada e confirmada.'],
  [
    'Assinatura',
    'o plano, a situação, o número de associado e cada mudança, com data e motivo; cada cancelamento, com o protocolo e o motivo que você escreveu.',
  ],
  [
    'Cobranças',
    'cada cobrança e recibo: valor, forma de pagamento, CPF de quem pagou e datas; cada reembolso, com a chave PIX da devolução.',
  ],
  ['Atendimentos', 'cada pedido com o que você escreveu, as mensagens e as mudanças de situação.'],
  ['Notificações', 'os avisos do app (apagados depois de 1 ano).'],
  ['Aparelhos conectados', 'em que navegador e sistema você entrou, quando, e quando usou por último.'],
  ['Consentimentos', 'cada vez que você deu ou retirou um consentimento, com data.'],
] as const;

const FAILED = 'Não foi possível concluir. Verifique sua conexão e tente novamente.';
const failureText = (failure: unknown) => apiMessage(failure) ?? FAILED;

/** Saves the document as a file the person keeps (art. 18 V: machine-readable). */
function saveFile(data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'meus-dados-game-assist.json';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /MeusDados: what we hold, the download, the devices signed in, and deleting the account (LGPD art. 18). */
export default function MyDataScreen() {
  const [download, downloading] = useDownloadMyDataMutation();
  const [sendDataCode] = useSendMyDataCodeMutation();
  const [dataCode, setDataCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [downloaded, setDownloaded] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const sessions = useGetDeviceSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [endOne] = useEndDeviceSessionMutation();
  const [endOthers] = useEndOtherDeviceSessionsMutation();
  const [sessionError, setSessionError] = useState<string | null>(null);

  const [sendDeletionCode, sendingDeletion] = useSendDeletionCodeMutation();
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const [deletionCode, setDeletionCode] = useState('');
  const [deletionSent, setDeletionSent] = useState(false);
  const [deletionError, setDeletionError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<DeletedAccount | null>(null);
  const signOut = useSignOut();

  async function onDownload() {
    setDownloadError(null);
    setDownloaded(false);
    const answer = await download(needsCode ? dataCode : undefined);
    if ('data' in answer && answer.data) {
      saveFile(answer.data);
      setDownloaded(true);
      setNeedsCode(false);
      setDataCode('');
      return;
    }
    if (httpStatus(answer.error) === 403) {
      const sent = await sendDataCode();
      setNeedsCode(true);
      setDownloadError('error' in sent ? failureText(sent.error) : null);
      return;
    }
    setDownloadError(failureText(answer.error));
  }

  async function onEnd(id: string | null) {
    setSessionError(null);
    const answer = id ? await endOne(id) : await endOthers();
    if ('error' in answer) setSessionError(failureText(answer.error));
    void sessions.refetch();
  }

  async function onSendDeletionCode() {
    setDeletionError(null);
    const answer = await sendDeletionCode();
    if ('error' in answer) setDeletionError(failureText(answer.error));
    else setDeletionSent(true);
  }

  async function onDelete() {
    setDeletionError(null);
    const answer = await deleteAccount(deletionCode);
    if ('error' in answer) setDeletionError(failureText(answer.error));
    else setDeleted(answer.data);
  }

  if (deleted) {
    return (
      <Screen header={<Header title="Conta excluída" />}>
        <p role="status">Sua conta foi excluída. Enviamos um último e-mail confirmando.</p>
        {deleted.refund ? (
          <p>
            Você tem {centavosToBr(deleted.refund.amount)} a receber de volta
            {deleted.refund.protocol ? ` (protocolo ${deleted.refund.protocol})` : ''}: devolveremos mesmo com a conta
            excluída.
          </p>
        ) : null}
        <h2>O que guardamos</h2>
        <ul>
          {deleted.kept.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Button fullWidth onClick={() => void signOut()}>
          Sair
        </Button>
      </Screen>
    );
  }

  return (
    <Screen header={<Header title="Meus dados" showBack />}>
      <section aria-labelledby="held">
        <h2 id="held">O que guardamos sobre você</h2>
        <dl>
          {GROUPS.map(([name, text]) => (
            <div key={name}>
              <dt>
                <strong>{name}</strong>
              </dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
        {needsCode ? (
          <Field
            label="Código enviado ao seu e-mail"
            value={dataCode}
            onChange={setDataCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            hint="Como você entrou há mais de 10 minutos, confirme com o código que enviamos."
          />
        ) : null}
        <Button
          fullWidth
          loading={downloading.isLoading}
          disabled={downloading.isLoading}
          onClick={() => void onDownload()}
        >
          Baixar meus dados
        </Button>
        {downloaded ? <p role="status">Arquivo meus-dados-game-assist.json baixado.</p> : null}
        <ErrorText>{downloadError}</ErrorText>
      </section>

      <section aria-labelledby="devices">
        <h2 id="devices">Aparelhos conectados</h2>
        {sessions.isError ? <LoadFailure what="seus aparelhos" onRetry={sessions.refetch} /> : null}
        <ul>
          {sessions.data?.items.map((session) => (
            <li key={session.id}>
              <strong>{session.device}</strong>
              {session.current ? ' (este aparelho)' : ''} · entrou em {instantToBr(session.createdAt)} · usado em{' '}
              {instantToBr(session.lastUsedAt)}
              {session.current ? null : (
                <Button variant="secondary" onClick={() => void onEnd(session.id)}>
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
        <ErrorText>{sessionError}</ErrorText>
      </section>

      <ConsentsSection />

      <section aria-labelledby="delete">
        <h2 id="delete">Excluir minha conta</h2>
        <p>O que é apagado:</p>
        <ul>
          {ERASED_ON_DELETION.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>O que guardamos, e por quê:</p>
        <ul>
          {KEPT_AFTER_DELETION.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>Uma cobrança em aberto ou um atendimento em andamento é cancelado antes da exclusão.</p>
        {deletionSent ? (
          <>
            <Field
              label="Código para excluir a conta"
              value={deletionCode}
              onChange={setDeletionCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <Button
              fullWidth
              loading={deleting.isLoading}
              disabled={deleting.isLoading}
              onClick={() => void onDelete()}
            >
              Excluir minha conta
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            fullWidth
            loading={sendingDeletion.isLoading}
            disabled={sendingDeletion.isLoading}
            onClick={() => void onSendDeletionCode()}
          >
            Enviar código para excluir a conta
          </Button>
        )}
        <ErrorText>{deletionError}</ErrorText>
      </section>
    </Screen>
  );
}
