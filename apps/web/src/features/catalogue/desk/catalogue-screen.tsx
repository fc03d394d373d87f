import { useRef, useState } from 'react';
import { instantToBr } from '@game-assist/contracts/rules';
import type { OfferContent, OfferVersion } from '@game-assist/contracts/schemas';
import desk from '#web/components/desk/desk-screen.module.css';
import { Button } from '#web/components/ui/button.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { useGetOfferDraftQuery, useGetOfferVersionsQuery } from '#web/lib/api/desk/catalogue.ts';
import { httpStatus } from '#web/lib/api/errors.ts';
import { DraftForm } from './draft-form';
import { OfferDiffTable } from './offer-diff';
import type { Typed } from './offer-form';
import { ProblemList } from './problem-list';
import { PublishForm } from './publish-form';
import styles from './catalogue.module.css';

const STATES: Record<OfferVersion['state'], string> = {
  rascunho: 'Rascunho',
  agendada: 'Agendada',
  'em-vigor': 'Em vigor',
  anterior: 'Anterior',
};

/** 'Versões': every version, newest first, each one's changes on demand. */
function Versions() {
  const versions = useGetOfferVersionsQuery();
  const [shown, setShown] = useState<number | null>(null);
  if (versions.isError) return <LoadFailure what="as versões" onRetry={() => void versions.refetch()} />;
  if (!versions.data) return <p role="status">Carregando as versões…</p>;
  return (
    <>
      <div className={styles.scroll} role="region" aria-label="Versões do catálogo" tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">Versões do catálogo, da mais nova à mais antiga</caption>
          <thead>
            <tr>
              <th scope="col">Versão</th>
              <th scope="col">Situação</th>
              <th scope="col">Vigente desde</th>
              <th scope="col">Publicada por</th>
              <th scope="col">
                <span className="visually-hidden">O que muda</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.data.items.map((version) => (
              <tr key={version.number}>
                <th scope="row">{version.number}</th>
                <td>{STATES[version.state]}</td>
                <td>{version.vigenteDesde ? instantToBr(version.vigenteDesde) : '—'}</td>
                <td>{version.publishedBy ?? '—'}</td>
                <td>
                  <Button
                    variant="text"
                    size="compact"
                    aria-expanded={shown === version.number}
                    aria-controls="offer-version-diff"
                    onClick={() => setShown(shown === version.number ? null : version.number)}
                  >
                    {shown === version.number ? 'Esconder' : 'Ver'} o que muda na versão {version.number}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div id="offer-version-diff">{shown === null ? null : <OfferDiffTable number={shown} />}</div>
    </>
  );
}

/** /Operador 'Catálogo' (administrador): the draft as a form, what it changes, publishing it, and the versions. */
export function CatalogueScreen() {
  const draft = useGetOfferDraftQuery();
  const [typed, setTyped] = useState<Typed>({});
  const [layout, setLayout] = useState<OfferContent | null>(null);
  const versionsTitle = useRef<HTMLHeadingElement>(null);
  if (httpStatus(draft.error) === 403) return <p role="alert">Acesso restrito aos administradores.</p>;
  const data = draft.data;
  const unsaved = Object.keys(typed).length > 0 || layout !== null;
  return (
    <section className={desk.section} aria-labelledby="catalogue-title">
      <h2 id="catalogue-title" className={desk.heading}>
        Catálogo
      </h2>
      {draft.isError && !data ? (
        <LoadFailure what="o rascunho do catálogo" onRetry={() => void draft.refetch()} />
      ) : !data ? (
        <p role="status">Carregando o rascunho do catálogo…</p>
      ) : (
        <>
          <div className={styles.block}>
            <h3 className={styles.blockTitle}>Rascunho</h3>
            <p className={desk.muted}>
              {data.number === null
                ? `Nenhum rascunho ainda: este é o catálogo em vigor (versão ${data.basedOn}). Salve para começar a versão nova.`
                : `Versão ${data.number}, a partir da versão ${data.basedOn}; salvo em ${data.updatedAt ? instantToBr(data.updatedAt) : '—'}.`}
            </p>
            <ProblemList problems={data.problems} title="Problemas do rascunho, a corrigir antes de publicar" />
            <DraftForm
              draft={data}
              typed={typed}
              onType={setTyped}
              layout={layout}
              onLayout={setLayout}
              onSaved={() => {
                setTyped({});
                setLayout(null);
              }}
            />
          </div>
          <div className={styles.block}>
            <h3 className={styles.blockTitle}>O que muda</h3>
            {data.number === null ? (
              <p className={desk.muted}>Salve o rascunho para ver o que ele muda.</p>
            ) : (
              <OfferDiffTable key={data.updatedAt} number={data.number} />
            )}
          </div>
          {data.number === null ? null : (
            <div className={styles.block}>
              <h3 className={styles.blockTitle}>Publicar</h3>
              <PublishForm
                unsaved={unsaved}
                priceNotice={data.priceNotice}
                onPublished={() => versionsTitle.current?.focus()}
              />
            </div>
          )}
        </>
      )}
      <div className={styles.block}>
        <h3 ref={versionsTitle} className={styles.blockTitle} tabIndex={-1}>
          Versões
        </h3>
        <Versions />
      </div>
    </section>
  );
}
