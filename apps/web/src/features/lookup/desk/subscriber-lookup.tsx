import { useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { LOOKUP_KEY_LABELS, LOOKUP_PAGE_SIZE, SUBSCRIPTION_STATUS_LABELS } from '@game-assist/contracts/rules';
import type { SubscriberSearchItem } from '@game-assist/contracts/schemas';
import { CellNote, DataTable, type Column } from '#web/components/desk/data-table.tsx';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { useSearchSubscribersQuery } from '#web/lib/api/desk/subscribers.ts';
import { apiFieldErrors, httpStatus } from '#web/lib/api/errors.ts';
import { SubscriberPage } from './subscriber-page';
import styles from './lookup.module.css';

type Status = NonNullable<SubscriberSearchItem['status']>;
const TONES: Record<Status, BadgeTone> = {
  'aguardando-pagamento': 'info',
  ativa: 'success',
  'em-atraso': 'warning',
  suspensa: 'danger',
  cancelada: 'neutral',
};

const COLUMNS: readonly Column<SubscriberSearchItem>[] = [
  {
    id: 'name',
    header: 'Nome',
    cell: (item) => (
      <>
        {item.name}
        <CellNote>{item.maskedEmail}</CellNote>
      </>
    ),
    sortValue: (item) => item.name,
  },
  {
    id: 'member',
    header: 'Número de associado',
    cell: (item) => item.memberNumber ?? '—',
    nowrap: true,
  },
  {
    id: 'status',
    header: 'Situação',
    cell: (item) =>
      item.status ? (
        <Badge tone={TONES[item.status]}>{SUBSCRIPTION_STATUS_LABELS[item.status]}</Badge>
      ) : (
        'Sem assinatura'
      ),
    sortValue: (item) => (item.status ? SUBSCRIPTION_STATUS_LABELS[item.status] : ''),
    narrow: true,
  },
  { id: 'matched', header: 'Encontrado por', cell: (item) => LOOKUP_KEY_LABELS[item.matchedBy] },
];

/** The results of one search: the table, its states, and a word when there are more than a page. */
function Results({ q, search }: { q: string; search: ReturnType<typeof useSearchSubscribersQuery> }) {
  if (search.isError && httpStatus(search.error) === 400) return null;
  const more = search.data?.nextCursor != null;
  return (
    <>
      {more ? (
        <p role="status" className={styles.refine}>
          Mais de {LOOKUP_PAGE_SIZE} assinantes encontrados: estes são os primeiros. Refine a busca (o nome completo, o
          e-mail, o CPF ou um protocolo).
        </p>
      ) : null}
      <DataTable
        key={q}
        label="Assinantes encontrados"
        columns={COLUMNS}
        rows={search.isFetching ? undefined : search.data?.items}
        loadingText="Buscando assinantes…"
        emptyText={`Nenhum assinante encontrado para “${q}”. Confira o que foi digitado ou busque por outro dado.`}
        error={search.isError ? <LoadFailure what="a busca" onRetry={() => void search.refetch()} /> : undefined}
        pageSize={LOOKUP_PAGE_SIZE}
        detail={{ title: (item) => item.name, render: (item) => <SubscriberPage id={item.id} /> }}
      />
    </>
  );
}

/** /Operador 'Assinantes' (every staff role): one box finds a subscriber; a result opens their page beside the list. */
export function SubscriberLookup() {
  const [typed, setTyped] = useState('');
  // What was searched lives here, never in the page's URL (the API call carries it as ?q=).
  const [searched, setSearched] = useState<string | null>(null);
  const search = useSearchSubscribersQuery(searched ?? skipToken, { refetchOnMountOrArgChange: true });
  const refused =
    search.isError && httpStatus(search.error) === 400
      ? (apiFieldErrors(search.error).q ?? 'Confira a busca.')
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = typed.trim();
    if (q === searched) void search.refetch();
    else setSearched(q);
  }

  return (
    <section className={styles.section} aria-labelledby="lookup-title">
      <h2 id="lookup-title">Buscar assinantes</h2>
      <form role="search" aria-label="Buscar assinantes" className={styles.search} onSubmit={submit} noValidate>
        <Field
          label="Nome, e-mail, CPF, telefone, número de associado, protocolo ou txid do PIX"
          value={typed}
          onChange={setTyped}
          maxLength={120}
          autoComplete="off"
          inputMode="search"
          error={refused}
        />
        <div>
          <Button type="submit" variant="primary">
            Buscar
          </Button>
        </div>
      </form>
      {searched === null ? (
        <p className={styles.muted}>
          Digite ao menos 3 caracteres e tecle Enter: o nome (acentos e maiúsculas não importam), o e-mail, o CPF (com
          ou sem pontos), o número de associado, o telefone, o protocolo de um atendimento ou de um cancelamento, ou o
          txid de um PIX.
        </p>
      ) : (
        <Results q={searched} search={search} />
      )}
    </section>
  );
}
