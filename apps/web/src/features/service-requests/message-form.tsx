import { useState, type FormEvent } from 'react';
import { SERVICE_REQUEST_MESSAGE_MAX } from '@game-assist/contracts/rules';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { errorText } from '#web/lib/api/errors.ts';
import styles from './service-requests.module.css';

interface MessageFormProps {
  label: string;
  send(text: string): Promise<unknown>;
  /** The text, kept by the screen (the desk keeps each request's while another is open); the form's own otherwise. */
  draft?: [string, (text: string) => void];
}

/** 'Enviar mensagem': text only; what was typed stays until the server has it. */
export function MessageForm({ label, send, draft }: MessageFormProps) {
  const own = useState('');
  const [text, setText] = draft ?? own;
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    if (!text.trim()) return setProblem('Escreva a mensagem.');
    setProblem(null);
    setSending(true);
    try {
      await send(text.trim());
      setText('');
      setSent(true);
    } catch (error) {
      setProblem(errorText(error, 'A mensagem não foi enviada'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={label} value={text} onChange={setText} rows={3} maxLength={SERVICE_REQUEST_MESSAGE_MAX} />
      <ErrorText>{problem}</ErrorText>
      {sent ? <p role="status">Mensagem enviada.</p> : null}
      <Button type="submit" variant="secondary" loading={sending} disabled={sending}>
        Enviar mensagem
      </Button>
    </form>
  );
}
