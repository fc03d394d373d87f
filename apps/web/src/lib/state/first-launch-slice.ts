import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { setGeolocationConsent } from './consent-slice';

export const firstLaunchSlice = createSlice({
  name: 'firstLaunch',
  initialState: true as boolean,
  reducers: {
    setFirstLaunch: (_state, action: PayloadAction<boolean>) => action.payload,
  },
  // An answer about the location, in the notice or in the switch elsewhere, answers the notice.
  extraReducers: (builder) => builder.addCase(setGeolocationConsent, () => false),
});
export const { setFirstLaunch } = firstLaunchSlice.actions;
