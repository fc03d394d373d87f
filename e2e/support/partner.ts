import { answered, passwordSession } from '@game-assist/test-support';
import { operatorAccount } from './sign-in';

/** Makes `email`'s account the partner of `affiliateId` as staff do (#71): the run's operator invites it through the API. */
export async function inviteAsPartner(email: string, affiliateId = 'aff-001'): Promise<void> {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  const { api, refreshToken } = await passwordSession(baseUrl, (await operatorAccount()).email);
  answered(
    'invitation',
    await api.POST('/api/operador/afiliados/{id}/convite', { params: { path: { id: affiliateId } }, body: { email } }),
  );
  answered('sign-out', await api.POST('/api/logout', { body: { refreshToken } }));
}
