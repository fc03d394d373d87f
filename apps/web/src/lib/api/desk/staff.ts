import { apiPaths } from '@game-assist/contracts/rules';
import type { PasskeyLoginBody, PasskeyLoginOptions, StaffCheck, StaffMe } from '@game-assist/contracts/schemas';
import type { AppDispatch } from '#web/lib/state/root-reducer.ts';
import { baseApi } from '../base-api';
import { answerSchema, read, send } from '../contract';

/** Who is signed in on the staff side: their roles decide the desk's tabs (#66). */
export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffMe: build.query<StaffMe, void>({ ...read(() => apiPaths.staffMe, 'staffMe'), providesTags: ['Staff'] }),
    staffCheckOptions: build.mutation<PasskeyLoginOptions, void>({
      query: () => ({ url: apiPaths.staffCheckOptions, method: 'POST', body: {} }),
      responseSchema: answerSchema('passkeyLoginOptions'),
    }),
    staffCheck: build.mutation<StaffCheck, PasskeyLoginBody>(send(apiPaths.staffCheck, 'staffCheck')),
  }),
});

export const { useGetStaffMeQuery } = staffApi;

/**
 * 'Confirme com a sua chave de acesso': the staff passkey asked again (a money action past 10 minutes):
 * the server's options, the device's prompt, the server's check renewing the session's last check.
 */
export async function recheckStaffPasskey(dispatch: AppDispatch): Promise<StaffCheck> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    dispatch(staffApi.endpoints.staffCheckOptions.initiate()).unwrap(),
  ]);
  const response = await startAuthentication({ optionsJSON });
  return dispatch(staffApi.endpoints.staffCheck.initiate(response)).unwrap();
}
