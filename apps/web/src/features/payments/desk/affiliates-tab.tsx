import { AffiliateAccounts } from './affiliate-accounts';
import { AffiliateStatement } from './affiliate-statement';

/** 'Afiliados': the partners' accounts, bios and payouts, then the month's statement. */
export function AffiliatesTab() {
  return (
    <>
      <AffiliateAccounts />
      <AffiliateStatement />
    </>
  );
}
