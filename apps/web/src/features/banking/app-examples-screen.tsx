import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { Avatar } from '#web/components/avatar/avatar.tsx';
import { LinkRow, RowList } from '#web/components/ui/link-row.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { useGetUsersQuery } from '#web/lib/api/featured-users.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/state/root-reducer.ts';
import { setScreen } from '#web/lib/state/tab-slice.ts';
import { SAMPLE_TRANSACTIONS } from '#web/sample-data/index.ts';
import layout from './components/layout.module.css';

/** Each sample screen by the spec's own title, grouped as the template groups them. */
const GROUPS: { title: string; rows: { title: string; to: string; state?: unknown }[] }[] = [
  {
    title: 'Cards',
    rows: [
      { title: 'Card menu', to: webPaths.cardMenu },
      { title: 'Card details', to: webPaths.cardDetails },
      { title: 'Open new card', to: webPaths.openNewCard },
      { title: 'Change PIN code', to: webPaths.changePinCode },
    ],
  },
  {
    title: 'Payments',
    rows: [
      { title: 'Payments', to: webPaths.payments },
      { title: 'Mobile payment', to: webPaths.mobilePayment },
      { title: 'IBAN payment', to: webPaths.ibanPayment },
      { title: 'Top-up', to: webPaths.topUpPayment },
      { title: 'Payment success', to: webPaths.paymentSuccess },
      { title: 'Payment failed', to: webPaths.paymentFailed },
    ],
  },
  {
    title: 'Deposits and loans',
    rows: [
      { title: 'Open deposit', to: webPaths.openDeposit },
      { title: 'Open moneybox', to: webPaths.openMoneybox },
      { title: 'Open new loan', to: webPaths.openNewLoan },
    ],
  },
  {
    title: 'Invoices and statistics',
    rows: [
      { title: 'Create invoice', to: webPaths.createInvoice },
      { title: 'Invoice sent', to: webPaths.invoiceSent },
      { title: 'Statistics', to: webPaths.statistics },
      { title: 'Transaction', to: webPaths.coverageDetails, state: { coverage: SAMPLE_TRANSACTIONS[0] } },
    ],
  },
];

/** 'Mais' → 'Exemplos do aplicativo': the banking template's sample screens, each at its route, as the spec has it. */
export default function AppExamplesScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const people = useGetUsersQuery();
  // Back from a sample tab, the navigator opens on Mais (where the examples are), not on the sample.
  const [openedOn] = useState(useAppSelector((state) => state.tab.screen));
  useEffect(() => {
    if (openedOn === 'Deposits' || openedOn === 'Loans') dispatch(setScreen('More'));
  }, [openedOn, dispatch]);
  const openTab = (tab: 'Deposits' | 'Loans') => {
    dispatch(setScreen(tab));
    void navigate(webPaths.tabNavigator);
  };
  return (
    <Page title="Exemplos do aplicativo" back={webPaths.tabNavigator}>
      <div className={layout.stack}>
        <p className={layout.note}>
          Telas de exemplo de um aplicativo de banco, com dados fictícios: nada do que se faz nelas acontece de verdade,
          e nenhuma delas usa seus dados.
        </p>
        <section aria-labelledby="examples-tabs" className={layout.stack}>
          <h2 id="examples-tabs" className={layout.sectionTitle}>
            Tabs
          </h2>
          <RowList label="Tabs">
            <LinkRow title="Deposits" detail="Exemplo" onClick={() => openTab('Deposits')} />
            <LinkRow title="Loans" detail="Exemplo" onClick={() => openTab('Loans')} />
          </RowList>
        </section>
        {GROUPS.map((group, index) => (
          <section key={group.title} aria-labelledby={`examples-${index}`} className={layout.stack}>
            <h2 id={`examples-${index}`} className={layout.sectionTitle}>
              {group.title}
            </h2>
            <RowList label={group.title}>
              {group.rows.map((row) => (
                <LinkRow key={row.title} title={row.title} detail="Exemplo" to={row.to} state={row.state} />
              ))}
            </RowList>
          </section>
        ))}
        <section aria-labelledby="examples-transfer" className={layout.stack}>
          <h2 id="examples-transfer" className={layout.sectionTitle}>
            Fund transfer
          </h2>
          {people.isError ? <LoadFailure what="as pessoas do exemplo" onRetry={() => void people.refetch()} /> : null}
          {people.data ? (
            <RowList label="Fund transfer">
              {people.data.users.map((user) => (
                <LinkRow
                  key={user.id}
                  title={user.name}
                  detail="Exemplo"
                  icon={<Avatar name={user.name} src={user.photo} size="sm" />}
                  to={webPaths.fundTransfer}
                  state={{ name: user.name, photo: user.photo }}
                />
              ))}
            </RowList>
          ) : null}
        </section>
      </div>
    </Page>
  );
}
