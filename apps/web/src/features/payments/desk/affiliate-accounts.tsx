import { useState } from 'react';
import { centavosToBr, dateToBr, instantToBr } from '@game-assist/contracts/rules';
import type { AffiliatePayout, OperatorAffiliate } from '@game-assist/contracts/schemas';
import { CellNote, DataTable, type Column } from '#web/components/desk/data-table.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmailField } from '#web/components/ui/email-field.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { parseAmount } from '#web/components/ui/money.ts';
import { showToast } from '#web/components/ui/toast.tsx';
import {
  useApproveAffiliateBioMutation,
  useGetOperatorAffiliatesQuery,
  useInviteAffiliateMutation,
  useRecordAffiliatePayoutMutation,
} from '#web/lib/api/desk/operator-affiliates.ts';
import { brToIso } from '#web/lib/dates.ts';
import { errorText } from '#web/lib/api/errors.ts';
import { useFormSubmit } from '#web/lib/forms/use-form-submit.ts';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.ts';
import { recentMonths } from '#web/lib/months.ts';
import desk from '#web/components/desk/desk-screen.module.css';
import styles from './affiliate-accounts.module.css';

const accountText = (item: OperatorAffiliate) => {
  if (!item.account) return 'Sem conta';
  return item.account.accepted ? item.account.email : `${item.account.email} (convite enviado)`;
};

const COLUMNS: readonly Column<OperatorAffiliate>[] = [
  { id: 'name', header: 'Afiliado', cell: (item) => item.name, sortValue: (item) => item.name },
  { id: 'account', header: 'Conta do parceiro', cell: accountText, sortValue: accountText },
  {
    id: 'bio',
    header: 'Bio',
    cell: (item) =>
      item.pendingBio ? <Badge tone="warning">Aguardando aprovação</Badge> : <CellNote>Em dia</CellNote>,
    sortValue: (item) => (item.pendingBio ? 0 : 1),
    narrow: true,
  },
  {
    id: 'pix',
    header: 'Chave PIX',
    cell: (item) => (item.hasPixKey ? 'Cadastrada' : 'Sem chave'),
    sortValue: (item) => (item.hasPixKey ? 1 : 0),
    narrow: true,
  },
];

/** 'Convidar parceiro': the e-mail whose account gets /Parceiro. */
function InviteForm({ item }: { item: OperatorAffiliate }) {
  const [invite, { isLoading }] = useInviteAffiliateMutation();
  const form = useSchemaForm({
    schema: 'affiliateInvite',
    initial: { email: item.account?.email ?? '' },
    toBody: (values) => ({ email: values.email.trim() }),
  });
  const { failure, onSubmit } = useFormSubmit(form, (body) => invite({ id: item.affiliateId, body }).unwrap(), {
    what: 'O convite não foi enviado',
    done: (answer: OperatorAffiliate) => `Convite de parceiro enviado para ${answer.account?.email ?? 'o parceiro'}.`,
  });

  return (
    <form className={styles.panelForm} onSubmit={onSubmit} noValidate aria-label="Convidar parceiro">
      <EmailField label="E-mail do parceiro" someoneElses maxLength={254} {...form.field('email')} />
      <ErrorText>{failure}</ErrorText>
      <div>
        <Button type="submit" variant="secondary" loading={isLoading} disabled={isLoading}>
          Convidar parceiro
        </Button>
      </div>
    </form>
  );
}

/** The bio waiting, as it will show, and 'Aprovar bio'. */
function PendingBio({ item }: { item: OperatorAffiliate }) {
  const [approve, { isLoading }] = useApproveAffiliateBioMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (!item.pendingBio) return <p className={desk.muted}>Nenhuma alteração de bio aguardando.</p>;
  const bio = item.pendingBio;

  async function onApprove() {
    setFailure(null);
    try {
      await approve(item.affiliateId).unwrap();
      showToast(`Bio de ${bio.name} aprovada: já aparece para os visitantes.`);
    } catch (error) {
      setFailure(errorText(error, 'A bio não foi aprovada'));
    }
  }

  return (
    <div className={styles.panelForm}>
      <p>
        <strong>{bio.name}</strong>
        {bio.photoUrl ? ` · foto: ${bio.photoUrl}` : ''}
      </p>
      <blockquote className={styles.quote}>{bio.text}</blockquote>
      <ErrorText>{failure}</ErrorText>
      <div>
        <Button loading={isLoading} disabled={isLoading} onClick={() => void onApprove()}>
          Aprovar bio
        </Button>
      </div>
    </div>
  );
}

const PAYOUT_EMPTY = { mes: '', amountCents: '', paidOn: '', endToEndId: '' };

/** A month closes on the 5th of the next (São Paulo): the newest month a payout may be recorded for. */
function newestClosedMonth(months: readonly { value: string }[], now = new Date()) {
  const day = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', day: 'numeric' }).format(now));
  return months[day >= 5 ? 1 : 2]?.value ?? '';
}

/** 'Registrar pagamento': the month it pays, the amount, the date and the bank's end-to-end id. */
function PayoutForm({ item }: { item: OperatorAffiliate }) {
  const [months] = useState(() => recentMonths(new Date(), 12));
  const [record, { isLoading }] = useRecordAffiliatePayoutMutation();
  const form = useSchemaForm({
    schema: 'affiliatePayout',
    initial: { ...PAYOUT_EMPTY, mes: newestClosedMonth(months) },
    toBody: (values) => {
      const amount = parseAmount(values.amountCents);
      return {
        mes: values.mes,
        amountCents: amount === null ? Number.NaN : Math.round(amount * 100),
        paidOn: brToIso(values.paidOn) ?? values.paidOn,
        endToEndId: values.endToEndId.trim(),
      };
    },
    check: (values) => ({
      ...(parseAmount(values.amountCents) === null ? { amountCents: 'Informe o valor pago, como 129,90.' } : {}),
      ...(brToIso(values.paidOn) === null ? { paidOn: 'Informe a data do pagamento como dd/mm/aaaa.' } : {}),
    }),
  });

  const { failure, onSubmit } = useFormSubmit(form, (body) => record({ id: item.affiliateId, body }).unwrap(), {
    what: 'O pagamento não foi registrado',
    done: (payout: AffiliatePayout) => `Pagamento de ${centavosToBr(payout.amountCents)} registrado para ${item.name}.`,
  });

  return (
    <form className={styles.panelForm} onSubmit={onSubmit} noValidate aria-label="Registrar pagamento">
      <SelectField
        label="Mês que o pagamento quita"
        value={form.values.mes}
        options={months}
        onChange={(value) => form.set('mes', value)}
        error={form.errors.mes}
      />
      <Field label="Valor pago (R$)" inputMode="decimal" {...form.field('amountCents')} />
      <Field label="Data do pagamento" mask="date" {...form.field('paidOn')} />
      <Field
        label="Identificador fim a fim (E2E) do PIX"
        hint="No comprovante do banco: 32 caracteres, começando com E."
        maxLength={32}
        {...form.field('endToEndId')}
      />
      <ErrorText>{failure}</ErrorText>
      <div>
        <Button type="submit" loading={isLoading} disabled={isLoading}>
          Registrar pagamento
        </Button>
      </div>
    </form>
  );
}

function AffiliateDetail({ item }: { item: OperatorAffiliate }) {
  return (
    <div className={styles.panelForm}>
      <p>
        Código do link: <strong>{item.code ?? 'sem link ativo'}</strong>
      </p>
      {item.account ? (
        <p className={desk.muted}>
          Convidado em {instantToBr(item.account.invitedAt)}
          {item.account.accepted ? ' · conta ativa' : ' · ainda não entrou'}
        </p>
      ) : null}
      <h3 className={styles.subheading}>Conta do parceiro</h3>
      <InviteForm item={item} />
      <h3 className={styles.subheading}>Bio</h3>
      <PendingBio item={item} />
      <h3 className={styles.subheading}>Pagamentos</h3>
      {item.payouts.length === 0 ? (
        <p className={desk.muted}>Nenhum pagamento registrado.</p>
      ) : (
        <ul className={styles.payouts}>
          {item.payouts.map((payout) => (
            <li key={payout.id}>
              {payout.month}: {centavosToBr(payout.amountCents)} em {dateToBr(payout.paidOn)} · {payout.endToEndId}
            </li>
          ))}
        </ul>
      )}
      {item.hasPixKey ? null : <p className={desk.muted}>O parceiro ainda não cadastrou uma chave PIX.</p>}
      <PayoutForm item={item} />
    </div>
  );
}

/** /Operador 'Afiliados' → 'Parceiros': invite an affiliate's partner account, approve their bio, record payouts. */
export function AffiliateAccounts() {
  const affiliates = useGetOperatorAffiliatesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className={desk.section} aria-labelledby="partners-title">
      <h2 id="partners-title" className={desk.heading}>
        Parceiros
      </h2>
      <DataTable
        label="Parceiros"
        columns={COLUMNS}
        rows={affiliates.data?.items}
        rowKey={(item) => item.affiliateId}
        loadingText="Carregando os parceiros…"
        emptyText="Nenhum afiliado cadastrado."
        error={
          affiliates.isError ? <LoadFailure what="os parceiros" onRetry={() => void affiliates.refetch()} /> : undefined
        }
        detail={{ title: (item) => item.name, render: (item) => <AffiliateDetail item={item} /> }}
      />
    </section>
  );
}
