import { useEffect, useState } from 'react';
import { CONSENT_PURPOSE_TEXTS, CONSENT_PURPOSES, type ConsentPurpose } from '@game-assist/contracts/rules';
import type { Consent } from '@game-assist/contracts/schemas';
import { Card } from '#web/components/ui/card.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Toggle } from '#web/components/ui/toggle.tsx';
import { errorText } from '#web/lib/api/errors.ts';
import { useGetConsentsQuery, useRecordConsentMutation } from '#web/lib/api/consents.ts';
import { instantToBr } from '#web/lib/dates.ts';
import { geolocationConsentFromLog, setGeolocationConsent } from '#web/lib/state/consent-slice.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/state/root-reducer.ts';
import styles from './my-data.module.css';

const answered = (consent: Consent) => `${consent.granted ? 'Dado' : 'Retirado'} em ${instantToBr(consent.at)}`;

/** Each purpose's answers and a switch; the location answer is this device's, logged via lib/consent-log.ts. */
export function ConsentsSection() {
  const log = useGetConsentsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [record, recording] = useRecordConsentMutation();
  const location = useAppSelector((state) => state.consent);
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);

  // A location answer given on another device applies here too, unless this one has an answer unsent.
  const loggedLocation = log.data?.current.find((consent) => consent.purpose === 'geolocalizacao');
  useEffect(() => {
    if (loggedLocation) dispatch(geolocationConsentFromLog(loggedLocation.granted));
  }, [dispatch, loggedLocation]);

  async function answer(purpose: ConsentPurpose, granted: boolean) {
    setError(null);
    if (purpose === 'geolocalizacao') {
      dispatch(setGeolocationConsent(granted));
      return;
    }
    const written = await record({ purpose, granted });
    if ('error' in written) setError(errorText(written.error, 'Sua resposta não foi salva'));
  }

  return (
    <Card id="consents" title="Consentimentos">
      <p>Você pode dar ou retirar cada um quando quiser. Guardamos cada resposta, com a data.</p>
      {log.isError ? <LoadFailure what="seus consentimentos" onRetry={log.refetch} /> : null}
      <ul aria-label="Consentimentos" className={styles.devices}>
        {CONSENT_PURPOSES.map((purpose) => {
          const texts = CONSENT_PURPOSE_TEXTS[purpose];
          const answers = log.data?.history.filter((consent) => consent.purpose === purpose) ?? [];
          const unsent = purpose === 'geolocalizacao' && location.geolocationUnlogged === true;
          const checked =
            purpose === 'geolocalizacao' ? location.geolocation : (answers[0]?.granted ?? texts.unanswered);
          return (
            <li key={purpose}>
              <Toggle
                label={texts.label}
                description={texts.description}
                checked={checked}
                disabled={!log.data || recording.isLoading}
                onChange={(granted) => void answer(purpose, granted)}
              />
              {unsent ? <p>Sua resposta deste aparelho ainda será registrada.</p> : null}
              {answers.length === 0 && !unsent ? (
                <p>{`Ainda sem resposta: ${texts.unanswered ? 'ligado' : 'desligado'} até você escolher.`}</p>
              ) : null}
              {answers.length > 0 ? (
                <ul aria-label={`Respostas: ${texts.label}`} className={styles.answers}>
                  {answers.map((consent) => (
                    <li key={consent.at}>{answered(consent)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ErrorText>{error}</ErrorText>
    </Card>
  );
}
