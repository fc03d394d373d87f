import { useRef, useState, type FormEvent } from 'react';
import { centavosToBr, CPF_INVALID_MESSAGE, type PaymentMethod } from '@game-assist/contracts/rules';
import type { Charge, CheckoutBody, CheckoutOffer } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { errorText, isNetworkError } from '#web/lib/api/errors.ts';
import { useCheckoutMutation } from '#web/lib/api/payments.ts';
import { newIdempotencyKey } from '#web/lib/api/idempotency.ts';
import { isValidCpf } from '#web/lib/cpf.ts';
import styles from './payments.module.css';

/** The total the server will charge for this choice (it prices it again; this is what the screen says). */
function totalOf(offer: CheckoutOffer, method: PaymentMethod, addOns: string[]) {
  const chosen = offer.addOns.filter((addon) => addOns.includes(addon.sku));
  if (method === 'pix') return offer.pix.amount + chosen.reduce((sum, addon) => sum + addon.amount, 0);
  return offer.card.amount + chosen.reduce((sum, addon) => sum + addon.installmentAmount * offer.card.installments, 0);
}

/** Plan, add-ons, CPF and method: the server prices it and makes the charge. */
export function CheckoutForm({
  offer,
  onCreated,
}: {
  offer: CheckoutOffer;
  onCreated(charge: Charge, body: CheckoutBody): void;
}) {
  const [method, setMethod] = useState<PaymentMethod>('pix');
  const [addOns, setAddOns] = useState<string[]>([]);
  const [cpf, setCpf] = useState('');
  const [cpfError, setCpfError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [checkout, { isLoading }] = useCheckoutMutation();
  // One key per checkout: a retry after a lost answer reuses it, so it makes one charge.
  const key = useRef<string | null>(null);
  const cardReason = offer.card.unavailableReason;

  function typeCpf(formatted: string) {
    setCpf(formatted);
    setCpfError(formatted.length === 14 && !isValidCpf(formatted) ? CPF_INVALID_MESSAGE : undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!isValidCpf(cpf)) {
      setCpfError(cpf ? CPF_INVALID_MESSAGE : 'Informe o seu CPF.');
      return;
    }
    const body: CheckoutBody = { method, cpf, ...(addOns.length > 0 ? { addOns } : {}) };
    key.current ??= newIdempotencyKey();
    try {
      const { charge } = await checkout({ body, key: key.current }).unwrap();
      key.current = null;
      onCreated(charge, body);
    } catch (error) {
      // Offline, the same key goes again: the server may have the charge already.
      if (!isNetworkError(error)) key.current = null;
      setFailure(errorText(error, 'Nada foi cobrado ainda'));
    }
  }

  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.heading}>{offer.plan.name}</h2>
      <fieldset className={styles.choices}>
        <legend>Forma de pagamento</legend>
        <label className={styles.choice}>
          <input type="radio" name="method" value="pix" checked={method === 'pix'} onChange={() => setMethod('pix')} />
          <span>
            <strong>{centavosToBr(offer.pix.amount)} à vista no PIX</strong>
            <br />
            <span className={styles.muted}>Um ano de assinatura, pago agora.</span>
          </span>
        </label>
        <label className={styles.choice} data-disabled={cardReason !== null}>
          <input
            type="radio"
            name="method"
            value="cartao"
            checked={method === 'cartao'}
            disabled={cardReason !== null}
            aria-describedby={cardReason ? 'card-unavailable' : undefined}
            onChange={() => setMethod('cartao')}
          />
          <span>
            <strong>
              {offer.card.installments}x de {centavosToBr(offer.card.installmentAmount)} no cartão
            </strong>
            <br />
            <span className={styles.muted} id={cardReason ? 'card-unavailable' : undefined}>
              {cardReason ?? 'Na página segura do provedor de pagamento: o número do cartão nunca passa por aqui.'}
            </span>
          </span>
        </label>
      </fieldset>
      {offer.addOns.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend>Adicionais (opcional)</legend>
          {offer.addOns.map((addon) => (
            <label key={addon.sku} className={styles.choice}>
              <input
                type="checkbox"
                checked={addOns.includes(addon.sku)}
                onChange={(event) =>
                  setAddOns((now) =>
                    event.target.checked ? [...now, addon.sku] : now.filter((sku) => sku !== addon.sku),
                  )
                }
              />
              <span>
                <strong>{addon.name}</strong>: {centavosToBr(addon.amount)} por ano no PIX ou {offer.card.installments}x
                de {centavosToBr(addon.installmentAmount)} no cartão
                <br />
                <span className={styles.muted}>{addon.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <Field
        label="CPF"
        value={cpf}
        onChange={typeCpf}
        mask="cpf"
        autoComplete="off"
        placeholder="000.000.000-00"
        error={cpfError}
        hint="Do titular da assinatura, para a cobrança."
      />
      <p>
        Total: <strong>{centavosToBr(totalOf(offer, method, addOns))}</strong>
        {method === 'cartao' ? ` em ${offer.card.installments}x` : ' à vista'}
      </p>
      <ErrorText>{failure}</ErrorText>
      <Button type="submit" loading={isLoading} disabled={isLoading} fullWidth>
        {method === 'pix' ? 'Gerar código PIX' : 'Ir para o pagamento com cartão'}
      </Button>
    </form>
  );
}
