import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the person agreed to (LGPD Art. 7, I / Art. 8): only the optional IP-geolocation lookup
 * for now. Off until they accept it in the first-launch privacy notice; persisted.
 */
export const consentSlice = createSlice({
  name: 'consent',
  initialState: { geolocation: false },
  reducers: {
    setGeolocationConsent: (state, action: PayloadAction<boolean>) => {
      state.geolocation = action.payload;
    },
  },
});
export const { setGeolocationConsent } = consentSlice.actions;
