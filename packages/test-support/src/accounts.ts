import { fetchHonouringRetryAfter } from './retry-after.js';

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
  const post = (path: string, body: unknown) =>
    fetchHonouringRetryAfter(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signUp = await post('/singup', { ...account, password: TEST_PASSWORD });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const otp = await codeFor(account.email);
  const confirmed = await post('/auth/verify-otp', { identifier: account.email, type: 'email', otp });
  if (confirmed.status !== 201) throw new Error(`confirmation failed: ${confirmed.status}`);
  const { refresh_token: refreshToken } = (await confirmed.json()) as { refresh_token: string };
  await post('/logout', { refreshToken });
}
