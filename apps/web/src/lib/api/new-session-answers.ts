import type { AppDispatch, RootState } from '../state/root-reducer';
import { baseApi } from './base-api';
import { catalogueApi } from './catalogue';

/**
 * A new session: the answers cached for whoever used this tab before go, all but the catalogue,
 * which is the same for everyone (asked for while the code was typed, the dashboard shows it next).
 */
export const forgetPreviousAnswers = () => (dispatch: AppDispatch, getState: () => RootState) => {
  const { api } = getState();
  const catalogue = api && catalogueApi.endpoints.getCatalogue.select()({ api }).data;
  dispatch(baseApi.util.resetApiState());
  if (catalogue) {
    dispatch(
      catalogueApi.util.upsertQueryEntries([{ endpointName: 'getCatalogue', arg: undefined, value: catalogue }]),
    );
  }
};
