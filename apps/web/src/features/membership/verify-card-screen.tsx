import { useCallback, useEffect, useState } from 'react';
import type { CardInvalidReason } from '@game-assist/contracts/rules';
import { Header } from '#web/components/header/header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { instantToBr } from '#web/lib/dates.ts';
import { dateBr, formatMemberNumber } from '#web/components/member-card/member-card-view.tsx';
import {
  refreshVerifierLists,
  tokenInFragment,
  verifyHere,
  verifyOnline,
  type CardDetails,
  type Freshness,
  type InvalidReason,
  type LocalVerdict,
} from './verify-card';
import { CardScanner } from './card-scanner';
import { VerifyTokenForm } from './verify-token-form';
import styles from './membership.module.css';

/** 'here': only this phone's check, the server unreachable or answering an error (no verdict). */
type Verdict =
  | { kind: 'checking' }
  | ({ kind: 'confirmed' } & CardDetails)
  | ({ kind: 'here'; why: 'offline' | 'error' } & Freshness & CardDetails)
  | { kind: 'unconfirmed' }
  | ({ kind: 'invalid'; reason: InvalidReason } & Partial<Freshness>);

const CARD_INVALID_MESSAGES: Record<CardInvalidReason, string> = {
  'assinatura-adulterada': 'A carteirinha foi alterada ou não foi emitida pelo Game Assist.',
  expirada: 'A carteirinha expirou. Peça ao assinante para abrir o aplicativo conectado e mostrar a nova.',
  'assinatura-inativa': 'A assinatura não está ativa.',
};

const REASONS: Record<InvalidReason, string> = {
  ...CARD_INVALID_MESSAGES,
  'sem-chaves': 'Conecte-se à internet uma vez para este aparelho poder verificar carteirinhas.',
  'sem-carteirinha': 'Nenhuma carteirinha neste endereço. Leia o código QR da carteirinha do assinante.',
};

const NOT_CONFIRMED = 'Não foi possível confirmar agora';
const TRY_LATER = 'O Game Assist não pôde responder à consulta. Tente de novo em alguns minutos.';

/** This phone's verdict, then the server's on top of it (only the server knows a cancelled subscription). */
async function verify(token: string): Promise<Verdict> {
  const here: LocalVerdict = await verifyHere(token);
  if (here.kind === 'invalid' && here.reason !== 'sem-chaves') return here;
  const server = await verifyOnline(token);
  if (server.kind === 'valid') return { ...server, kind: 'confirmed' };
  if (server.kind === 'invalid') return server;
  if (here.kind === 'invalid') return server.kind === 'offline' ? here : { kind: 'unconfirmed' };
  return { ...here, kind: 'here', why: server.kind };
}

function Details({ card }: { card: CardDetails }) {
  return (
    <dl className={styles.details}>
      <dt>Nome</dt>
      <dd>{card.name}</dd>
      <dt>Plano</dt>
      <dd>{card.plan}</dd>
      <dt>Número</dt>
      <dd>{formatMemberNumber(card.memberNumber)}</dd>
      <dt>Válida até</dt>
      <dd>{dateBr(card.validUntil)}</dd>
    </dl>
  );
}

const keysLine = (keysAt: string | null) =>
  keysAt ? `Chaves de verificação de ${instantToBr(keysAt)}.` : 'Chaves de verificação guardadas neste aparelho.';

const listLine = (listAt: string | null | undefined) =>
  listAt
    ? `Lista de cartões cancelados de ${instantToBr(listAt)}.`
    : 'Nenhuma lista de cartões cancelados neste aparelho: conecte-se à internet para baixá-la.';

/** The token stays in the URL fragment, which browsers never send, and in the verification's POST body. */
export default function VerifyCardScreen() {
  const [hash, setHash] = useState(() => window.location.hash);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ request: string; verdict: Verdict } | null>(null);
  const tryAgain = useCallback(() => setAttempt((count) => count + 1), []);
  const token = tokenInFragment(hash);
  const request = `${attempt}${hash}`;

  // Online, the keys and revocation lists are kept now, so a check made offline later uses them.
  useEffect(() => {
    void refreshVerifierLists();
  }, []);

  const readCard = useCallback((card: string) => {
    window.location.hash = card;
  }, []);

  // Another card read while this page is open changes only the fragment: that card is checked.
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void verify(token).then((verdict) => {
      if (current) setResult({ request, verdict });
    });
    return () => {
      current = false;
    };
  }, [token, request]);

  const verdict: Verdict =
    token === null
      ? { kind: 'invalid', reason: 'assinatura-adulterada' }
      : !token
        ? { kind: 'invalid', reason: 'sem-carteirinha' }
        : result?.request === request
          ? result.verdict
          : { kind: 'checking' };

  const tone =
    verdict.kind === 'confirmed' || (verdict.kind === 'here' && verdict.why === 'offline')
      ? styles.valid
      : verdict.kind === 'invalid'
        ? styles.invalid
        : verdict.kind === 'checking'
          ? ''
          : styles.unconfirmed;

  return (
    <Screen header={<Header title="Verificar carteirinha" />}>
      {token === '' ? (
        <p className={styles.note}>Leia o código QR da carteirinha do assinante ou verifique o token de atendimento.</p>
      ) : (
        <section className={`${styles.verdict} ${tone}`} role="status" aria-live="polite">
          {verdict.kind === 'checking' ? <p className={styles.verdictTitle}>Verificando…</p> : null}
          {verdict.kind === 'confirmed' ? (
            <>
              <p className={styles.verdictTitle}>Carteirinha válida</p>
              <Details card={verdict} />
              <p className={styles.note}>Assinatura ativa, confirmada pelo Game Assist.</p>
            </>
          ) : null}
          {verdict.kind === 'here' && verdict.why === 'offline' ? (
            <>
              <p className={styles.verdictTitle}>Carteirinha válida</p>
              <Details card={verdict} />
              <p className={styles.note}>Verificada neste aparelho, sem internet.</p>
              <p className={styles.note}>{keysLine(verdict.keysAt)}</p>
              <p className={styles.note}>{listLine(verdict.listAt)}</p>
            </>
          ) : null}
          {verdict.kind === 'here' && verdict.why === 'error' ? (
            <>
              <p className={styles.verdictTitle}>{NOT_CONFIRMED}</p>
              <p>{TRY_LATER}</p>
              <Details card={verdict} />
              <p className={styles.note}>
                Verificada só neste aparelho: a assinatura digital confere, mas não mostra se a assinatura foi cancelada
                ou suspensa.
              </p>
              <p className={styles.note}>{keysLine(verdict.keysAt)}</p>
              <p className={styles.note}>{listLine(verdict.listAt)}</p>
            </>
          ) : null}
          {verdict.kind === 'unconfirmed' ? (
            <>
              <p className={styles.verdictTitle}>{NOT_CONFIRMED}</p>
              <p>{TRY_LATER}</p>
            </>
          ) : null}
          {verdict.kind === 'invalid' ? (
            <>
              <p className={styles.verdictTitle}>Carteirinha inválida</p>
              <p>{REASONS[verdict.reason]}</p>
              {verdict.reason === 'assinatura-inativa' && verdict.listAt !== undefined ? (
                <p className={styles.note}>{listLine(verdict.listAt)}</p>
              ) : null}
            </>
          ) : null}
        </section>
      )}
      {verdict.kind === 'unconfirmed' || (verdict.kind === 'here' && verdict.why === 'error') ? (
        <Button variant="secondary" fullWidth onClick={tryAgain}>
          Tentar novamente
        </Button>
      ) : null}
      <CardScanner onCard={readCard} />
      <VerifyTokenForm />
    </Screen>
  );
}
