import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { centavosToBr, instantToBr, PIX_VALIDITY_MINUTES } from '@game-assist/contracts/rules';
import type { Charge } from '@game-assist/contracts/schemas';
import { LazyQrCode } from '#web/components/qr-code/lazy-qr-code.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { useAppDispatch } from '#web/lib/state/root-reducer.ts';
import { baseApi } from '#web/lib/api/base-api.ts';
import { useGetChargeQuery } from '#web/lib/api/payments.ts';
import styles from './payments.module.css';
import { ExternalLink } from '#web/components/ui/text-link.tsx';

// The end of the journey, in a chunk of its own: /Assinar's code does not carry it until it is paid.
const ChargePaid = lazy(() => import('./charge-paid'));

/** How often a pending charge is asked about: the screen moves on within this of the payment. */
const POLL_MS = 3000;

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function CopyCode({ code }: { code: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [said, setSaid] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setSaid('Código PIX copiado. Cole no app do seu banco, em PIX Copia e Cola.');
    } catch {
      field.current?.select();
      setSaid('Não foi possível copiar sozinho: o código está selecionado abaixo, copie-o.');
    }
  }
  return (
    <>
      <Button onClick={() => void copy()} fullWidth>
        Copiar código PIX
      </Button>
      <p className={styles.muted} role="status">
        {said}
      </p>
      <label className={styles.muted} htmlFor="pix-code">
        Código PIX Copia e Cola
      </label>
      <textarea id="pix-code" ref={field} className={styles.code} value={code} readOnly rows={4} />
    </>
  );
}

/**
 * A charge being paid: the PIX QR and code (or the card provider's page), followed until 'Pagamento confirmado'.
 * `terms`: what paying it agrees to (PIX Automático's debits), said before the code while it can be paid.
 */
export function ChargePanel({ id, onNewCharge, terms }: { id: string; onNewCharge(): void; terms?: ReactNode }) {
  const dispatch = useAppDispatch();
  const [pollingInterval, setPollingInterval] = useState(POLL_MS);
  const query = useGetChargeQuery(id, { pollingInterval, skipPollingIfUnfocused: false });
  const charge: Charge | undefined = query.data;
  // Settled (paid, expired, replaced): nothing more to wait for.
  if (charge && charge.status !== 'pendente' && pollingInterval !== 0) setPollingInterval(0);
  const now = useNow(15_000);
  const paid = charge?.status === 'paga';
  const expired = charge
    ? charge.status === 'expirada' || (charge.status === 'pendente' && Date.parse(charge.expiresAt) <= now)
    : false;

  useEffect(() => {
    if (charge?.status === 'paga') {
      // The subscription, its card and the charges list changed with it.
      dispatch(baseApi.util.invalidateTags(['Subscription', 'Charges', 'Notifications']));
    }
  }, [charge, dispatch]);

  if (!charge) {
    return query.isError ? (
      <LoadFailure what="a cobrança" onRetry={() => void query.refetch()} />
    ) : (
      <p role="status">Carregando a cobrança…</p>
    );
  }
  if (paid) {
    return (
      <section className={styles.section} aria-label="Pagamento confirmado">
        <Suspense fallback={<h2 className={styles.heading}>Pagamento confirmado</h2>}>
          <ChargePaid charge={charge} />
        </Suspense>
      </section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="charge-title">
      <h2 id="charge-title" className={styles.heading}>
        {charge.method === 'pix' ? 'Pague com PIX' : 'Pague com cartão'}
      </h2>
      <p className={styles.price}>{centavosToBr(charge.amount)}</p>
      {expired || charge.status === 'cancelada' ? (
        <>
          <p role="alert">
            {charge.status === 'cancelada'
              ? 'Esta cobrança foi substituída ou cancelada.'
              : 'Este código expirou. Gere um novo para pagar.'}
          </p>
          <Button onClick={onNewCharge}>Gerar novo código</Button>
        </>
      ) : (
        <>
          {terms}
          {charge.pix ? (
            <>
              <figure className={styles.qr}>
                <LazyQrCode text={charge.pix.copiaECola} label="QR Code PIX para pagar a assinatura" />
              </figure>
              <CopyCode code={charge.pix.copiaECola} />
              <p className={styles.muted}>
                Válido por {PIX_VALIDITY_MINUTES} minutos a partir da geração, até {instantToBr(charge.expiresAt)}.
              </p>
            </>
          ) : null}
          {charge.invoiceUrl && charge.method === 'cartao' ? (
            <ExternalLink href={charge.invoiceUrl}>Pagar na página segura do provedor (abre em outra aba)</ExternalLink>
          ) : null}
          <p className={styles.muted} role="status">
            Aguardando o pagamento… Esta tela avisa assim que ele for confirmado.
          </p>
          <Button variant="text" onClick={onNewCharge}>
            Gerar novo código
          </Button>
        </>
      )}
    </section>
  );
}
