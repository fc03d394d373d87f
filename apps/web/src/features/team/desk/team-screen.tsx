import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  instantToBr,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  STAFF_STATUS_LABELS,
  type StaffRole,
} from '@game-assist/contracts/rules';
import type { StaffMember } from '@game-assist/contracts/schemas';
import { CellNote, DataTable, type Column } from '#web/components/desk/data-table.tsx';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { EmailField } from '#web/components/ui/email-field.tsx';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { useGetStaffMeQuery } from '#web/lib/api/desk/staff.ts';
import {
  useGetTeamQuery,
  useInviteStaffMutation,
  useRemoveStaffMutation,
  useResetStaffPasskeyMutation,
  useUpdateStaffMutation,
} from '#web/lib/api/desk/team.ts';
import { errorText, httpStatus } from '#web/lib/api/errors.ts';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.ts';
import styles from './team.module.css';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
const rolesText = (roles: readonly StaffRole[]) => roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ');
const rolesOf = (text: string) => (text ? (text.split(',') as StaffRole[]) : []);
const TONES: Record<StaffMember['status'], BadgeTone> = { ativa: 'success', suspensa: 'warning', convidada: 'info' };
const expired = (member: StaffMember) =>
  member.status === 'convidada' && member.enrolmentUntil !== null && Date.parse(member.enrolmentUntil) <= Date.now();
const nameOf = (member: StaffMember) => member.nome || member.email;

/** 'Convidar': e-mail and roles; the server's words (pt-BR) on a refusal, and what was typed stays. */
function InviteForm() {
  const [invite, { isLoading }] = useInviteStaffMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: 'staffInvite',
    initial: { email: '', roles: '' },
    toBody: (values) => ({ email: values.email.trim(), roles: rolesOf(values.roles) }),
  });

  async function send(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const body = await form.validate();
    if (!body) return;
    try {
      const invited = await invite(body).unwrap();
      showToast(`Convite enviado para ${invited.email}. Ele vale por 48 horas.`);
      form.set('email', '');
    } catch (error) {
      if (!form.showServerErrors(error)) setFailure(errorText(error, 'O convite não foi enviado'));
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate aria-label="Convidar para a equipe">
      <EmailField label="E-mail de quem você convida" someoneElses maxLength={254} {...form.field('email')} />
      <CheckboxGroup
        legend="Funções"
        options={ROLE_OPTIONS}
        value={rolesOf(form.values.roles)}
        onChange={(roles) => form.set('roles', roles.join(','))}
        error={form.errors.roles}
      />
      <p className={styles.note}>
        A pessoa recebe um e-mail para entrar na central com esse endereço e criar a chave de acesso em até 48 horas.
        Quem ainda não tem conta cria uma com o mesmo e-mail.
      </p>
      <ErrorText>{failure}</ErrorText>
      <div>
        <Button type="submit" loading={isLoading} disabled={isLoading}>
          Enviar convite
        </Button>
      </div>
    </form>
  );
}

/** One act that asks first: the question, then 'Sim, …' or 'Voltar'; nothing is sent before the second tap. */
function Confirmed({
  action,
  question,
  confirm,
  danger,
  onConfirm,
}: {
  action: string;
  question: ReactNode;
  confirm: string;
  danger?: boolean;
  onConfirm(): Promise<boolean>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // The focus follows the keyboard user: onto 'Sim, …' as it appears, back onto the action after 'Voltar'.
  useEffect(() => {
    if (moved.current) box.current?.querySelector('button')?.focus();
  }, [asking]);
  const ask = (now: boolean) => {
    moved.current = true;
    setAsking(now);
  };
  return (
    <div ref={box} className={styles.confirmBox}>
      {asking ? (
        <div role="group" aria-label={action} className={styles.confirm}>
          <p>{question}</p>
          <div className={styles.actions}>
            <Button
              variant={danger ? 'danger' : 'primary'}
              loading={busy}
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void onConfirm().then((done) => {
                  setBusy(false);
                  if (done) setAsking(false);
                });
              }}
            >
              {confirm}
            </Button>
            <Button variant="text" disabled={busy} onClick={() => ask(false)}>
              Voltar
            </Button>
          </div>
        </div>
      ) : (
        <Button variant={danger ? 'danger' : 'secondary'} onClick={() => ask(true)}>
          {action}
        </Button>
      )}
    </div>
  );
}

function MemberDetail({ member, selfId }: { member: StaffMember; selfId: string | undefined }) {
  const [update, updating] = useUpdateStaffMutation();
  const [remove] = useRemoveStaffMutation();
  const [reset] = useResetStaffPasskeyMutation();
  const [invite] = useInviteStaffMutation();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [failure, setFailure] = useState<string | null>(null);
  const self = member.id === selfId;
  const name = nameOf(member);
  const changed = roles.join() !== member.roles.join();

  /** Runs one act: its toast when done, the server's words (kept in the panel) when refused. */
  async function run(work: () => Promise<unknown>, done: string): Promise<boolean> {
    setFailure(null);
    try {
      await work();
      showToast(done);
      return true;
    } catch (error) {
      setFailure(errorText(error, 'Nada mudou'));
      return false;
    }
  }

  return (
    <div className={styles.detail}>
      <p className={styles.note}>
        {member.email}
        <br />
        {member.hasPasskey ? 'Tem chave de acesso da equipe.' : 'Ainda sem chave de acesso da equipe.'}
        {member.lastSignInAt ? ` Último acesso em ${instantToBr(member.lastSignInAt)}.` : ' Nunca entrou na central.'}
        {member.enrolmentUntil ? (
          <>
            <br />
            {expired(member)
              ? 'O convite expirou: envie-o de novo.'
              : `Pode criar a chave até ${instantToBr(member.enrolmentUntil)}.`}
          </>
        ) : null}
        {member.hasAccount ? null : (
          <>
            <br />
            Ainda sem conta: o convite vale quando uma conta for criada com este e-mail.
          </>
        )}
        {self ? (
          <>
            <br />
            Esta é a sua conta.
          </>
        ) : null}
      </p>
      <ErrorText>{failure}</ErrorText>
      <form
        className={styles.form}
        aria-label={`Funções de ${name}`}
        onSubmit={(event) => {
          event.preventDefault();
          void run(
            () => update({ id: member.id, body: { roles } }).unwrap(),
            `Funções de ${name}: ${rolesText(roles)}.`,
          );
        }}
      >
        <CheckboxGroup legend="Funções" options={ROLE_OPTIONS} value={roles} onChange={setRoles} />
        <div>
          <Button
            type="submit"
            variant="secondary"
            loading={updating.isLoading}
            disabled={!changed || roles.length === 0}
          >
            Salvar funções
          </Button>
        </div>
      </form>
      <div className={styles.actions}>
        {member.status === 'convidada' ? (
          <Button
            variant="secondary"
            onClick={() =>
              void run(
                () => invite({ email: member.email, roles: member.roles }).unwrap(),
                `Convite enviado de novo para ${member.email}.`,
              )
            }
          >
            Enviar o convite de novo
          </Button>
        ) : null}
        {member.status === 'ativa' && !self ? (
          <Confirmed
            action="Suspender"
            question={`Suspender o acesso de ${name}? As sessões da equipe terminam agora, e a central não abre até o acesso ser reativado.`}
            confirm="Sim, suspender"
            onConfirm={() =>
              run(() => update({ id: member.id, body: { status: 'suspensa' } }).unwrap(), `Acesso de ${name} suspenso.`)
            }
          />
        ) : null}
        {member.status === 'suspensa' ? (
          <Button
            variant="secondary"
            onClick={() =>
              void run(
                () => update({ id: member.id, body: { status: 'ativa' } }).unwrap(),
                `Acesso de ${name} reativado.`,
              )
            }
          >
            Reativar
          </Button>
        ) : null}
        {member.status !== 'convidada' && !self ? (
          <Confirmed
            action="Redefinir a chave de acesso"
            question={`Redefinir a chave de acesso de ${name}? A chave atual deixa de abrir a central e as sessões da equipe terminam; um e-mail explica como criar outra em até 48 horas.`}
            confirm="Sim, redefinir"
            onConfirm={() =>
              run(
                () => reset(member.id).unwrap(),
                `Chave de ${name} redefinida: enviamos um e-mail para ${member.email}.`,
              )
            }
          />
        ) : null}
        <Confirmed
          action={member.hasAccount ? 'Remover da equipe' : 'Retirar o convite'}
          question={
            member.hasAccount
              ? `Remover ${name} da equipe? A chave de acesso deixa de abrir a central; a conta de assinante continua.`
              : `Retirar o convite de ${member.email}?`
          }
          confirm={member.hasAccount ? 'Sim, remover' : 'Sim, retirar'}
          danger
          onConfirm={() =>
            run(
              () => remove(member.id).unwrap(),
              member.hasAccount ? `${name} não faz mais parte da equipe.` : `Convite de ${member.email} retirado.`,
            )
          }
        />
      </div>
    </div>
  );
}

const COLUMNS: readonly Column<StaffMember>[] = [
  {
    id: 'name',
    header: 'Pessoa',
    cell: (member) => (
      <>
        {member.nome || 'Ainda sem conta'}
        <CellNote>{member.email}</CellNote>
      </>
    ),
    sortValue: nameOf,
  },
  { id: 'roles', header: 'Funções', cell: (member) => rolesText(member.roles) },
  {
    id: 'status',
    header: 'Situação',
    cell: (member) => (
      <Badge tone={expired(member) ? 'neutral' : TONES[member.status]}>
        {expired(member) ? 'Convite expirado' : STAFF_STATUS_LABELS[member.status]}
      </Badge>
    ),
    sortValue: (member) => member.status,
    narrow: true,
  },
  { id: 'passkey', header: 'Chave de acesso', cell: (member) => (member.hasPasskey ? 'Sim' : 'Não') },
  {
    id: 'seen',
    header: 'Último acesso',
    cell: (member) => (member.lastSignInAt ? instantToBr(member.lastSignInAt) : 'Nunca'),
    sortValue: (member) => member.lastSignInAt,
    nowrap: true,
  },
];

/** /Operador 'Equipe' (administrador): who works the central, their roles and status; invite, change, suspend, remove. */
export function TeamScreen() {
  const team = useGetTeamQuery(undefined, { refetchOnMountOrArgChange: true });
  const me = useGetStaffMeQuery();
  const forbidden = httpStatus(team.error) === 403;
  const detail = {
    title: nameOf,
    render: (member: StaffMember) => <MemberDetail key={member.id} member={member} selfId={me.data?.id} />,
  };
  return (
    <>
      <section className={styles.section} aria-labelledby="equipe-convidar">
        <h2 id="equipe-convidar" className={styles.heading}>
          Convidar
        </h2>
        <InviteForm />
      </section>
      <h2 className={styles.heading}>Pessoas</h2>
      {forbidden ? <p role="alert">Esta área é só dos administradores.</p> : null}
      {forbidden ? null : (
        <DataTable
          label="Equipe"
          columns={COLUMNS}
          rows={team.data?.items}
          loadingText="Carregando a equipe…"
          emptyText="Ninguém na equipe ainda. Convide a primeira pessoa acima."
          error={team.isError ? <LoadFailure what="a equipe" onRetry={() => void team.refetch()} /> : undefined}
          initialOrder={{ column: 'name', direction: 'asc' }}
          detail={detail}
        />
      )}
    </>
  );
}
