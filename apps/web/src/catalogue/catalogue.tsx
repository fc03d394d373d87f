import { useState, type ReactNode } from 'react';
import { Header } from '#web/components/header/header.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Sheet } from '#web/components/ui/bottom-sheet.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Countdown } from '#web/components/ui/countdown.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { LinkRow, RowList } from '#web/components/ui/link-row.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { SuccessState } from '#web/components/ui/success-state.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { Timeline } from '#web/components/ui/timeline.tsx';
import { showToast, ToastHost } from '#web/components/ui/toast.tsx';
import { Toggle } from '#web/components/ui/toggle.tsx';
import styles from './catalogue.module.css';

/** One component, its use in a sentence, and the same example in the light and the dark theme. */
function Entry({ name, usage, children }: { name: string; usage: string; children: (theme: string) => ReactNode }) {
  return (
    <section className={styles.entry} aria-labelledby={`entry-${name}`}>
      <h2 id={`entry-${name}`} className={styles.name}>
        {name}
      </h2>
      <p className={styles.usage}>{usage}</p>
      <div className={styles.themes}>
        {(['light', 'dark'] as const).map((theme) => (
          <div
            key={theme}
            className={styles.panel}
            data-theme={theme}
            role="group"
            aria-label={`${name}, tema ${theme === 'light' ? 'claro' : 'escuro'}`}
          >
            <p className={styles.panelName}>{theme === 'light' ? 'Claro' : 'Escuro'}</p>
            {children(theme)}
          </div>
        ))}
      </div>
    </section>
  );
}

function FieldDemo({ theme }: { theme: string }) {
  const [cpf, setCpf] = useState('');
  const [name, setName] = useState('');
  return (
    <>
      <Field
        label="Nome completo"
        value={name}
        onChange={setName}
        error={name ? undefined : 'Informe o nome.'}
        hint="Como está no documento."
      />
      <Field label={`CPF (${theme})`} mask="cpf" value={cpf} onChange={setCpf} placeholder="000.000.000-00" />
    </>
  );
}

function SheetDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Abrir a folha
      </Button>
      <Sheet open={open} onClose={() => setOpen(false)} label="Exemplo de folha">
        <h2>Telemedicina</h2>
        <p>Uma consulta por mês com clínico geral, por vídeo.</p>
      </Sheet>
    </>
  );
}

function ChoicesDemo() {
  const [on, setOn] = useState(true);
  const [choice, setChoice] = useState<'system' | 'light' | 'dark'>('system');
  const [relationship, setRelationship] = useState<'' | 'conjuge' | 'filho'>('');
  return (
    <>
      <Toggle label="Notificações" description="Receber também por e-mail" checked={on} onChange={setOn} />
      <RadioGroup
        legend="Aparência"
        layout="row"
        value={choice}
        onChange={setChoice}
        options={[
          { value: 'system', label: 'Como o aparelho' },
          { value: 'light', label: 'Claro' },
          { value: 'dark', label: 'Escuro' },
        ]}
      />
      <SelectField
        label="Parentesco"
        value={relationship}
        onChange={setRelationship}
        error={relationship ? undefined : 'Escolha o parentesco.'}
        options={[
          { value: '', label: 'Escolha o parentesco' },
          { value: 'conjuge', label: 'Cônjuge' },
          { value: 'filho', label: 'Filho(a)' },
        ]}
      />
    </>
  );
}

/** The living catalogue of components/ui in both themes (vite.catalogue.config.ts; e2e catalogue.spec.ts). */
export function Catalogue() {
  return (
    <main className={styles.page}>
      <div className={styles.intro}>
        <h1>Catálogo de componentes</h1>
        <p>
          O sistema de design do Game Assist (<code>apps/web/src/components/ui</code>): cada componente, quando usar, no
          tema claro e no escuro. As telas compõem estes componentes e estilizam só o próprio layout, com os tokens.
        </p>
      </div>
      <Entry
        name="Button"
        usage="Uma ação nesta tela. Uma primária por vista; 'danger' para o que não se desfaz; 'compact' nas tabelas."
      >
        {() => (
          <div className={styles.row}>
            <Button>Enviar pedido</Button>
            <Button variant="secondary">Editar</Button>
            <Button variant="text">Agora não</Button>
            <Button variant="danger">Excluir minha conta</Button>
            <Button size="compact" variant="secondary">
              Mover
            </Button>
            <Button loading disabled>
              Salvando
            </Button>
          </div>
        )}
      </Entry>
      <Entry
        name="ButtonLink e TextLink"
        usage="Um próximo passo que leva a outro lugar: um link com cara de botão; um link dentro de uma frase."
      >
        {() => (
          <>
            <ButtonLink to="/Carteirinha" fullWidth>
              Ver minha carteirinha
            </ButtonLink>
            <p>
              Já tem conta? <TextLink to="/SignIn">Entrar</TextLink>
            </p>
          </>
        )}
      </Entry>
      <Entry name="LinkRow" usage="Uma lista de lugares para ir (ou coisas para abrir), com a seta no fim.">
        {() => (
          <RowList label="Conta">
            <LinkRow
              to="/MeuPlano"
              title="Meu plano"
              detail="Game Assist Black"
              end={<Badge tone="success">Ativa</Badge>}
            />
            <LinkRow to="/MinhasCobrancas" title="Minhas cobranças" detail="Pagamentos, recibos e reembolsos" />
            <LinkRow title="Apple Pay" detail="Sem destino: só informação" />
          </RowList>
        )}
      </Entry>
      <Entry
        name="Card e Badge"
        usage="Um bloco de conteúdo relacionado; 'accent' para o que importa agora. O chip diz o estado em palavras."
      >
        {() => (
          <>
            <Card
              title="Sua renovação está chegando"
              tone="accent"
              actions={<Button fullWidth>Pagar a renovação</Button>}
            >
              <p>Sua assinatura está paga até 30/11/2026.</p>
            </Card>
            <div className={styles.row}>
              <Badge>Neutro</Badge>
              <Badge tone="info">Aberto</Badge>
              <Badge tone="success">Paga</Badge>
              <Badge tone="warning">Em carência</Badge>
              <Badge tone="danger">Atrasado</Badge>
              <Badge tone="brand">Na sua assinatura</Badge>
            </div>
          </>
        )}
      </Entry>
      <Entry
        name="Field"
        usage="Um campo com rótulo, dica e erro que some quando a pessoa corrige; máscaras de CPF, telefone, CEP e data."
      >
        {(theme) => <FieldDemo theme={theme} />}
      </Entry>
      <Entry name="Toggle, RadioGroup e SelectField" usage="Escolhas nativas, com rótulo; o estado nunca só pela cor.">
        {() => <ChoicesDemo />}
      </Entry>
      <Entry name="Timeline" usage="Passos na ordem do tempo, o mais antigo primeiro: o andamento de um atendimento.">
        {() => (
          <Timeline
            label="Andamento"
            items={[
              { key: '1', title: 'Aberto', meta: '27/11/2026, às 09:00 · por você' },
              {
                key: '2',
                title: 'Mensagem da central',
                meta: '27/11/2026, às 10:12',
                body: 'Ligamos amanhã às 14h.',
                kind: 'reply',
              },
              { key: '3', title: 'Agendado', meta: '28/11/2026, às 14:00 · pela central', kind: 'current' },
            ]}
          />
        )}
      </Entry>
      <Entry name="Countdown" usage="Tempo acabando: uma barra e os segundos em palavras.">
        {() => <Countdown left={12} total={30} label="Tempo até o próximo token" />}
      </Entry>
      <Entry
        name="EmptyState e LoadFailure"
        usage="Nada para mostrar, ou uma leitura que falhou: nunca uma área em branco."
      >
        {() => (
          <>
            <EmptyState
              title="Nenhum atendimento ainda"
              action={<ButtonLink to="/TabNavigator">Ver meus benefícios</ButtonLink>}
            >
              Abra um benefício no início e toque em ‘Solicitar Atendimento’.
            </EmptyState>
            <LoadFailure what="suas coberturas" onRetry={() => undefined} />
          </>
        )}
      </Entry>
      <Entry
        name="SuccessState"
        usage="O fim de uma jornada: o que aconteceu e o caminho adiante, a ação principal primeiro."
      >
        {() => (
          <SuccessState
            title="Pagamento confirmado"
            action={
              <ButtonLink to="/Carteirinha" fullWidth>
                Ver minha carteirinha
              </ButtonLink>
            }
          >
            Recebemos R$ 129,90. Sua assinatura está ativa.
          </SuccessState>
        )}
      </Entry>
      <Entry
        name="Sheet e Toast"
        usage="Uma folha modal (foco preso, Esc e o fundo fecham); o aviso de 'feito' depois de uma ação."
      >
        {(theme) => (
          <div className={styles.row}>
            <SheetDemo />
            <Button variant="secondary" onClick={() => showToast(`Pagamento confirmado (${theme}).`)}>
              Mostrar um aviso
            </Button>
          </div>
        )}
      </Entry>
      <Entry
        name="Page"
        usage="Uma tela com cabeçalho, título e um caminho de volta, mesmo aberta direto (aqui, só o cabeçalho: uma página tem um só conteúdo principal)."
      >
        {() => <Header title="Meus atendimentos" showBack />}
      </Entry>
      <ToastHost />
    </main>
  );
}
