// Who has an account: the `accounts` table's one door (docs/decisions/017). No routes: sign-in and
// sign-up are auth's, the profile is subscriber's.
export {
  accountNames,
  anonymiseAccount,
  confirmAccount,
  deleteAccount,
  deletePendingAccountsBefore,
  discardSignUpDetails,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  insertConfirmedAccount,
  lockAccountByEmail,
  replacePendingAccount,
  setAccountName,
  setNotifyByEmail,
  type AccountRow,
} from './repository.js';
export { operatorCheck } from './operators.js';
