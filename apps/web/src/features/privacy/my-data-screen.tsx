import { useState } from 'react';
import type { DeletedAccount } from '@game-assist/contracts/schemas';
import { Page } from '#web/components/ui/page.tsx';
import { ConsentsSection } from './consents-section';
import { AccountDeleted, DeleteAccountSection } from './delete-account-section';
import { DevicesSection } from './devices-section';
import { HeldDataSection } from './held-data-section';
import styles from './my-data.module.css';

/** /MeusDados: what we hold, the download, the devices signed in, the consents and deleting the account (LGPD art. 18). */
export default function MyDataScreen() {
  const [deleted, setDeleted] = useState<DeletedAccount | null>(null);
  if (deleted) {
    return (
      <Page title="Conta excluída" noBack>
        <AccountDeleted deleted={deleted} />
      </Page>
    );
  }
  return (
    <Page title="Meus dados">
      <div className={styles.stack}>
        <HeldDataSection />
        <DevicesSection />
        <ConsentsSection />
        <DeleteAccountSection onDeleted={setDeleted} />
      </div>
    </Page>
  );
}
