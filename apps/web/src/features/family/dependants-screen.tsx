import { useState } from 'react';
import { DEPENDANT_RELATIONSHIP_LABELS, webPaths } from '@game-assist/contracts/rules';
import type { Dependant } from '@game-assist/contracts/schemas';
import { Header } from '#web/components/header/header.tsx';
import { formatMemberNumber } from '#web/components/member-card/member-card-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardList from '#web/components/ui/card-list.module.css';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import {
  useAddDependantMutation,
  useGetDependantsQuery,
  useRemoveDependantMutation,
  useUpdateDependantMutation,
} from '#web/lib/api/family.ts';
import { errorText } from '#web/lib/api/errors.ts';
import { DependantForm } from './dependant-form';
import { InviteForm } from './invite-form';
import styles from './family.module.css';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';

const ACCESS_TEXT = {
  'sem-acesso': '',
  convidado: 'Convite enviado',
  ativo: 'Usa o app com a própria conta',
} as const;

function DependantItem({ dependant }: { dependant: Dependant }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState('');
  const [update] = useUpdateDependantMutation();
  const [remove, { isLoading: removing }] = useRemoveDependantMutation();
  const access = ACCESS_TEXT[dependant.acesso.estado];

  async function handleRemove() {
    setFailure('');
    try {
      await remove(dependant.id).unwrap();
      showToast(`${dependant.nome} foi removido(a) da sua assinatura.`);
    } catch (error) {
      setFailure(errorText(error, 'O dependente não foi removido'));
    }
  }

  if (editing) {
    return (
      <li className={styles.item}>
        <DependantForm
          initial={dependant}
          submitLabel="Salvar alterações"
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await update({ id: dependant.id, body }).unwrap();
            setEditing(false);
            showToast('Alterações salvas.');
          }}
        />
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <p className={styles.name}>{dependant.nome}</p>
      <p className={styles.meta}>
        {DEPENDANT_RELATIONSHIP_LABELS[dependant.parentesco]} · Carteirinha {formatMemberNumber(dependant.memberNumber)}
        {access ? ` · ${access}` : ''}
      </p>
      <div className={styles.actions}>
        <ButtonLink to={webPaths.memberCard} state={{ pessoa: dependant.id }} variant="secondary">
          Ver carteirinha de {dependant.nome}
        </ButtonLink>
      </div>
      {dependant.adulto && dependant.acesso.estado !== 'ativo' ? (
        <InviteForm id={dependant.id} nome={dependant.nome} />
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Editar
        </Button>
        {confirming ? (
          <>
            <Button variant="primary" loading={removing} disabled={removing} onClick={() => void handleRemove()}>
              Confirmar remoção
            </Button>
            <Button variant="text" onClick={() => setConfirming(false)}>
              Manter
            </Button>
          </>
        ) : (
          <Button variant="text" onClick={() => setConfirming(true)}>
            Remover
          </Button>
        )}
      </div>
      {confirming ? (
        <p className={styles.meta} role="status">
          Ao remover, a carteirinha de {dependant.nome} deixa de valer na hora e o acesso ao app termina. Os
          atendimentos continuam no seu histórico.
        </p>
      ) : null}
      <ErrorText>{failure}</ErrorText>
    </li>
  );
}

/** /Dependentes: the titular's family on the subscription (docs/product.md, 'Family'). */
export default function DependantsScreen() {
  const { data, isError, isLoading, refetch } = useGetDependantsQuery();
  const [add] = useAddDependantMutation();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState('');
  const full = data ? data.items.length >= data.max : false;

  return (
    <Screen header={<Header title="Dependentes" showBack />}>
      {isError ? <LoadFailure what="seus dependentes" onRetry={() => void refetch()} /> : null}
      {isLoading ? <p role="status">Carregando seus dependentes…</p> : null}
      {data ? (
        <>
          <p className={cardList.intro}>
            {data.incluidosNoPlano
              ? `Seu plano inclui até ${data.max} dependentes, sem custo a mais. Cada um tem carteirinha e número próprios.`
              : 'Seu plano não inclui dependentes.'}
          </p>
          {data.items.length === 0 && data.incluidosNoPlano ? (
            <EmptyState title="Nenhum dependente ainda">Quem você adicionar ganha uma carteirinha própria.</EmptyState>
          ) : null}
          <ul className={cardList.list} aria-label="Dependentes">
            {data.items.map((dependant) => (
              <DependantItem key={dependant.id} dependant={dependant} />
            ))}
          </ul>
          {added ? (
            <p className={styles.notice} role="status">
              {added}
            </p>
          ) : null}
          {data.incluidosNoPlano && !full && !adding ? (
            <Button fullWidth onClick={() => setAdding(true)}>
              Adicionar dependente
            </Button>
          ) : null}
          {full ? (
            <p className={styles.meta}>Sua assinatura já tem {data.max} dependentes, o máximo permitido.</p>
          ) : null}
          {adding ? (
            <>
              <h2 className={styles.heading}>Novo dependente</h2>
              <DependantForm
                submitLabel="Adicionar"
                onCancel={() => setAdding(false)}
                onSubmit={async (body) => {
                  const made = await add(body).unwrap();
                  setAdding(false);
                  setAdded(`${made.nome} foi adicionado(a) à sua assinatura.`);
                }}
              />
            </>
          ) : null}
        </>
      ) : null}
    </Screen>
  );
}
