import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { errorText, httpStatus } from '#web/lib/api/errors.ts';
import { useDownloadMyDataMutation, useSendMyDataCodeMutation } from '#web/lib/api/privacy.ts';
import { CodeField } from '#web/components/ui/code-field.tsx';
import styles from './my-data.module.css';

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

/** Saves the document as a file the person keeps (art. 18 V: machine-readable). */
function saveFile(data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'meus-dados-game-assist.json';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'O que guardamos sobre você' and 'Baixar meus dados' (a sign-in older than 10 minutes first confirms by code). */
export function HeldDataSection() {
  const [download, downloading] = useDownloadMyDataMutation();
  const [sendDataCode] = useSendMyDataCodeMutation();
  const [dataCode, setDataCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [downloaded, setDownloaded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onDownload() {
    setError(null);
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
      setError('error' in sent ? errorText(sent.error, 'O código não foi enviado') : null);
      return;
    }
    setError(errorText(answer.error, 'Seus dados não foram baixados'));
  }

  return (
    <Card id="held" title="O que guardamos sobre você">
      <dl className={styles.groups}>
        {GROUPS.map(([name, text]) => (
          <div key={name} className={styles.group}>
            <dt className={styles.term}>{name}</dt>
            <dd className={styles.definition}>{text}</dd>
          </div>
        ))}
      </dl>
      {needsCode ? (
        <CodeField
          label="Código enviado ao seu e-mail"
          value={dataCode}
          onChange={setDataCode}
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
      <ErrorText>{error}</ErrorText>
    </Card>
  );
}
