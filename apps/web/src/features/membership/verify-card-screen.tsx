import { useEffect, useState } from 'react';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';
import { apiPaths, JWKS_PATH, type CardInvalidReason, type VerifyCardResponse } from '@game-assist/contracts';
import { Header } from '#web/components/header/header.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { apiUrl } from '#web/lib/api/config.ts';
import { dateBr, formatMemberNumber } from '#web/components/member-card/member-card-view.tsx';
import styles from './membership.module.css';

const KEPT_KEYS = 'card-keys';

type Verdict =
  | { kind: 'checking' }
  | { kind: 'valid'; name: string; plan: string; memberNumber: string; validUntil: string; byServer: boolean }
  | { kind: 'invalid'; reason: CardInvalidReason | 'sem-chaves' | 'sem-carteirinha' };

/** The published keys: from the network (kept for offline use), else the copy kept on this phone. */
async function cardKeys(): Promise<JSONWebKeySet | null> {
  try {
    const response = await fetch(JWKS_PATH);
    if (response.ok) {
      const keys = (await response.json()) as JSONWebKeySet;
      localStorage.setItem(KEPT_KEYS, JSON.stringify(keys));
      return keys;
    }
  } catch {
    // Offline: the kept copy below.
  }
  try {
    const kept = localStorage.getItem(KEPT_KEYS);
    return kept ? (JSON.parse(kept) as JSONWebKeySet) : null;
  } catch {
    return null;
  }
}

async function verifyHere(token: string): Promise<Verdict> {
  const keys = await cardKeys();
  if (!keys) return { kind: 'invalid', reason: 'sem-chaves' };
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(keys), {
      algorithms: ['EdDSA'],
      issuer: window.location.origin,
    });
    const { sub, name, plan, status, exp } = payload;
    if (typeof sub !== 'string' || typeof name !== 'string' || typeof plan !== 'string' || typeof exp !== 'number') {
      return { kind: 'invalid', reason: 'assinatura-adulterada' };
    }
    if (status !== 'ativa') return { kind: 'invalid', reason: 'assinatura-inativa' };
    return {
      kind: 'valid',
      name,
      plan,
      memberNumber: sub,
      validUntil: new Date(exp * 1000).toISOString(),
      byServer: false,
    };
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof joseErrors.JWTExpired ? 'expirada' : 'assinatura-adulterada' };
  }
}

/** Asks the server, which also knows whether the subscription is still active; null offline. */
async function verifyOnline(token: string): Promise<Verdict | null> {
  try {
    const response = await fetch(apiUrl(apiPaths.verifyMemberCard), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as VerifyCardResponse;
    if (answer.valid === false && answer.reason in CARD_INVALID_MESSAGES)
      return { kind: 'invalid', reason: answer.reason };
    if (answer.valid !== true) return null;
    const { name, plan, memberNumber, validUntil } = answer;
    return { kind: 'valid', name, plan, memberNumber, validUntil, byServer: true };
  } catch {
    return null;
  }
}

const CARD_INVALID_MESSAGES: Record<CardInvalidReason, string> = {
  'assinatura-adulterada': 'A carteirinha foi alterada ou não foi emitida pelo Game Assist.',
  expirada: 'A carteirinha expirou. Peça ao assinante para abrir o aplicativo conectado e mostrar a nova.',
  'assinatura-inativa': 'A assinatura não está ativa.',
};

const REASONS: Record<CardInvalidReason | 'sem-chaves' | 'sem-carteirinha', string> = {
  ...CARD_INVALID_MESSAGES,
  'sem-chaves': 'Conecte-se à internet uma vez para este aparelho poder verificar carteirinhas.',
  'sem-carteirinha': 'Nenhuma carteirinha neste endereço. Leia o código QR da carteirinha do assinante.',
};

/** The token stays in the URL fragment, which browsers never send, and in the verification's POST body. */
export default function VerifyCardScreen() {
  const [token] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  const [verdict, setVerdict] = useState<Verdict>(
    token ? { kind: 'checking' } : { kind: 'invalid', reason: 'sem-carteirinha' },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    void verifyHere(token).then((here) => {
      if (current) setVerdict(here);
      if (here.kind === 'invalid' && here.reason !== 'sem-chaves') return;
      void verifyOnline(token).then((server) => {
        if (current && server) setVerdict(server);
      });
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <Screen header={<Header title="Verificar carteirinha" />}>
      <section
        className={`${styles.verdict} ${verdict.kind === 'valid' ? styles.valid : verdict.kind === 'invalid' ? styles.invalid : ''}`}
        role="status"
        aria-live="polite"
      >
        {verdict.kind === 'checking' ? <p className={styles.verdictTitle}>Verificando…</p> : null}
        {verdict.kind === 'valid' ? (
          <>
            <p className={styles.verdictTitle}>Carteirinha válida</p>
            <dl className={styles.details}>
              <dt>Nome</dt>
              <dd>{verdict.name}</dd>
              <dt>Plano</dt>
              <dd>{verdict.plan}</dd>
              <dt>Número</dt>
              <dd>{formatMemberNumber(verdict.memberNumber)}</dd>
              <dt>Válida até</dt>
              <dd>{dateBr(verdict.validUntil)}</dd>
            </dl>
            <p className={styles.note}>
              {verdict.byServer
                ? 'Assinatura ativa, confirmada pelo Game Assist.'
                : 'Verificada neste aparelho, sem internet.'}
            </p>
          </>
        ) : null}
        {verdict.kind === 'invalid' ? (
          <>
            <p className={styles.verdictTitle}>Carteirinha inválida</p>
            <p>{REASONS[verdict.reason]}</p>
          </>
        ) : null}
      </section>
    </Screen>
  );
}
