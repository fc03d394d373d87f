import { useRef, useState, type FormEvent } from 'react';
import { dateToBr, instantToBr } from '@game-assist/contracts/rules';
import type { OfferDraft, OfferProblem, PublishOfferBody } from '@game-assist/contracts/schemas';
import { useMoneyAction } from '#web/components/desk/step-up.tsx';
import desk from '#web/components/desk/desk-screen.module.css';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { catalogueApi } from '#web/lib/api/desk/catalogue.ts';
import { errorAnswer } from '#web/lib/api/errors.ts';
import { useAppDispatch } from '#web/lib/state/root-reducer.ts';
import { saoPauloInstant } from './offer-form';
import { ProblemList } from './problem-list';
import styles from './catalogue.module.css';

type When = 'agora' | 'data';
const WHEN = [
  { value: 'agora', label: 'Agora' },
  { value: 'data', label: 'Numa data e hora' },
] as const;

/** 'Publicar': the draft now or from a date and time (São Paulo); a money action, so the passkey may be asked again. */
export function PublishForm({
  unsaved,
  priceNotice,
  onPublished,
}: {
  unsaved: boolean;
  priceNotice: OfferDraft['priceNotice'];
  onPublished(): void;
}) {
  const dispatch = useAppDispatch();
  const [when, setWhen] = useState<When>('agora');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [missing, setMissing] = useState<{ date?: string; time?: string }>({});
  const [problems, setProblems] = useState<OfferProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const body = useRef<PublishOfferBody>({});
  const publish = useMoneyAction(async () => {
    setBusy(true);
    setProblems([]);
    try {
      const version = await dispatch(catalogueApi.endpoints.publishOffer.initiate(body.current)).unwrap();
      const at = version.vigenteDesde ? instantToBr(version.vigenteDesde) : '';
      showToast(
        version.state === 'agendada'
          ? `Versão ${version.number} publicada: agendada para ${at}.`
          : `Versão ${version.number} publicada: em vigor desde ${at}.`,
      );
      onPublished();
    } catch (error) {
      setProblems(errorAnswer(error, 'offerProblems')?.problems ?? []);
      throw error;
    } finally {
      setBusy(false);
    }
  });

  function send() {
    if (when === 'data') {
      const found = { date: date ? undefined : 'Informe a data.', time: time ? undefined : 'Informe a hora.' };
      setMissing(found);
      if (found.date || found.time) return;
    }
    body.current = when === 'data' ? { vigenteDesde: saoPauloInstant(date, time) } : {};
    void publish.run();
  }

  return (
    <form
      className={styles.form}
      aria-label="Publicar o rascunho"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send();
      }}
    >
      {priceNotice ? (
        <p className={desk.muted}>
          Este rascunho aumenta preços: ao publicar, {priceNotice.affected}{' '}
          {priceNotice.affected === 1 ? 'assinante recebe' : 'assinantes recebem'} o aviso no app e por e-mail. A data
          mais cedo para começar, com 30 dias de aviso antes de cada renovação, é {dateToBr(priceNotice.earliest)}.
        </p>
      ) : null}
      <RadioGroup legend="Quando entra em vigor" layout="row" value={when} options={WHEN} onChange={setWhen} />
      {when === 'data' ? (
        <div className={styles.grid}>
          <Field
            label="Data"
            type="date"
            value={date}
            onChange={(value) => {
              setDate(value);
              setMissing((was) => ({ ...was, date: undefined }));
            }}
            error={missing.date}
          />
          <Field
            label="Hora"
            type="time"
            hint="Horário de São Paulo."
            value={time}
            onChange={(value) => {
              setTime(value);
              setMissing((was) => ({ ...was, time: undefined }));
            }}
            error={missing.time}
          />
        </div>
      ) : null}
      {unsaved ? (
        <p className={desk.muted}>Salve o rascunho antes de publicar: o que não foi salvo não vai junto.</p>
      ) : null}
      <ErrorText>{publish.failure}</ErrorText>
      <ProblemList problems={problems} title="O que impede a publicação" />
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={busy || unsaved}>
          Publicar
        </Button>
      </div>
      {publish.prompt}
    </form>
  );
}
