import type { AppDispatch, RootState } from '../state/root-reducer';
import { baseApi } from './base-api';
import { catalogueApi } from './catalogue';

/** A new session: the previous person's cached answers go, all but the catalogue (the same for everyone). */
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
