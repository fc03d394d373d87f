import { answered, apiClient } from './api-client.js';

/** The password every account made by the tests and the bench signs up with. */
export const TEST_PASSWORD = 'Segura#2026';

export interface AccountToCreate {
  email: string;
  firstName: string;
  lastName: string;
}

/** Signs an account up through the API, confirms it with the mailed code and signs out: ready for /SignIn. */
export async function createConfirmedAccount(
  baseUrl: string,
  account: AccountToCreate,
  codeFor: (email: string) => Promise<string>,
): Promise<void> {
  const api = apiClient(baseUrl);
  answered('sign-up', await api.POST('/api/singup', { body: { ...account, password: TEST_PASSWORD } }));
  const otp = await codeFor(account.email);
  const confirmed = answered(
    'confirmation',
    await api.POST('/api/auth/verify-otp', { body: { identifier: account.email, type: 'email', otp } }),
  );
  answered('sign-out', await api.POST('/api/logout', { body: { refreshToken: confirmed.refresh_token } }));
}
