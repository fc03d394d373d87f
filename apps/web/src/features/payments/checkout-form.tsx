import { useRef, useState, type FormEvent } from 'react';
import {
  AUTO_RENEWAL_LABELS,
  centavosToBr,
  CPF_INVALID_MESSAGE,
  type AutoRenewalFrequency,
  type PaymentMethod,
} from '@game-assist/contracts/rules';
import type { CheckoutBody, CheckoutOffer, CheckoutResponse } from '@game-assist/contracts/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { errorText, isNetworkError } from '#web/lib/api/errors.ts';
import { useCheckoutMutation } from '#web/lib/api/payments.ts';
import { newIdempotencyKey } from '#web/lib/api/idempotency.ts';
import { isValidCpf } from '#web/lib/cpf.ts';
import { AutomaticTerms } from './automatic-terms';
import styles from './payments.module.css';

/** A one-off payment, or PIX Automático's first debit of the authorised ones. */
type Choice = PaymentMethod | AutoRenewalFrequency;

/** The total the server will charge now for this choice (it prices it again; this is what the screen says). */
function totalOf(offer: CheckoutOffer, choice: Choice, addOns: string[]) {
  const chosen = offer.addOns.filter((addon) => addOns.includes(addon.sku));
  const sum = (each: (addon: CheckoutOffer['addOns'][number]) => number) =>
    chosen.reduce((total, addon) => total + each(addon), 0);
  if (choice === 'mensal') return offer.pixAutomatico.mensal.amount + sum((addon) => addon.installmentAmount);
  if (choice === 'anual') return offer.pixAutomatico.anual.amount + sum((addon) => addon.amount);
  if (choice === 'pix') return offer.pix.amount + sum((addon) => addon.amount);
  return offer.card.amount + sum((addon) => addon.installmentAmount * offer.card.installments);
}

const bodyFor = (choice: Choice, cpf: string, addOns: string[]): CheckoutBody => ({
  ...(choice === 'mensal' || choice === 'anual' ? { method: 'pix', autoRenewal: choice } : { method: choice }),
  cpf,
  ...(addOns.length > 0 ? { addOns } : {}),
});

/** Plan, add-ons, CPF and method: the server prices it and makes the charge. */
export function CheckoutForm({
  offer,
  onCreated,
}: {
  offer: CheckoutOffer;
  onCreated(created: CheckoutResponse, body: CheckoutBody): void;
}) {
  const [choice, setChoice] = useState<Choice>('pix');
  const [addOns, setAddOns] = useState<string[]>([]);
  const [cpf, setCpf] = useState('');
  const [cpfError, setCpfError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [checkout, { isLoading }] = useCheckoutMutation();
  // One key per checkout: a retry after a lost answer reuses it, so it makes one charge.
  const key = useRef<string | null>(null);
  const cardReason = offer.card.unavailableReason;
  // Without a provider the automatic debits cannot be made: the choice is not shown at all.
  const automatic = offer.pixAutomatico.unavailableReason === null;
  const radio = (value: Choice, disabled = false) => ({
    type: 'radio',
    name: 'method',
    value,
    checked: choice === value,
    disabled,
    onChange: () => setChoice(value),
  });

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
    const body = bodyFor(choice, cpf, addOns);
    key.current ??= newIdempotencyKey();
    try {
      const created = await checkout({ body, key: key.current }).unwrap();
      key.current = null;
      onCreated(created, body);
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
          <input {...radio('pix')} />
          <span>
            <strong>{centavosToBr(offer.pix.amount)} à vista no PIX</strong>
            <br />
            <span className={styles.muted}>Um ano de assinatura, pago agora.</span>
          </span>
        </label>
        {automatic ? (
          <>
            <label className={styles.choice}>
              <input {...radio('mensal')} />
              <span>
                <strong>{AUTO_RENEWAL_LABELS.mensal}</strong>
                <br />
                {offer.pixAutomatico.mensal.months} × {centavosToBr(offer.pixAutomatico.mensal.amount)} por ano
                <br />
                <span className={styles.muted}>O primeiro mês agora, depois um débito por mês, sem cartão.</span>
              </span>
            </label>
            <label className={styles.choice}>
              <input {...radio('anual')} />
              <span>
                <strong>{AUTO_RENEWAL_LABELS.anual}</strong>
                <br />
                {centavosToBr(offer.pixAutomatico.anual.amount)} agora
                <br />
                <span className={styles.muted}>Renovado a cada ano por débito automático no PIX.</span>
              </span>
            </label>
          </>
        ) : null}
        <label className={styles.choice} data-disabled={cardReason !== null}>
          <input
            {...radio('cartao', cardReason !== null)}
            aria-describedby={cardReason ? 'card-unavailable' : undefined}
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
      {choice === 'mensal' || choice === 'anual' ? (
        <AutomaticTerms frequency={choice} amount={totalOf(offer, choice, addOns)} />
      ) : null}
      <p>
        {choice === 'mensal' ? 'Agora' : 'Total'}: <strong>{centavosToBr(totalOf(offer, choice, addOns))}</strong>
        {choice === 'cartao'
          ? ` em ${offer.card.installments}x`
          : choice === 'mensal'
            ? ', o primeiro mês'
            : ' à vista'}
      </p>
      <ErrorText>{failure}</ErrorText>
      <Button type="submit" loading={isLoading} disabled={isLoading} fullWidth>
        {choice === 'cartao' ? 'Ir para o pagamento com cartão' : 'Gerar código PIX'}
      </Button>
    </form>
  );
}
