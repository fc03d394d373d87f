// The `accounts` table's one door (decision 017); no routes: sign-in and sign-up are auth's, the profile subscriber's.
export {
  accountNames,
  anonymiseAccount,
  confirmAccount,
  deleteAccount,
  deletePendingAccountsBefore,
  discardSignUpDetails,
  findAccountByEmail,
  findAccountById,
  findAccountsByIds,
  insertAccount,
  insertConfirmedAccount,
  listedAccounts,
  lockAccountByEmail,
  replacePendingAccount,
  searchAccounts,
  setAccountName,
  setNotifyByEmail,
} from './service.js';
export type { AccountRow } from './repository.js';
