import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ConsentState {
  geolocation: boolean;
  /** The answer is not in the server's consent log yet: given signed out, or not sent yet (lib/consent-log.ts). */
  geolocationUnlogged?: boolean;
}

/** The optional IP-geolocation lookup's consent (LGPD Art. 7, I / Art. 8): off until accepted; persisted. */
export const consentSlice = createSlice({
  name: 'consent',
  initialState: { geolocation: false, geolocationUnlogged: false } as ConsentState,
  reducers: {
    /** The person's answer, on this device; the consent log gets it once they are signed in. */
    setGeolocationConsent: (state, action: PayloadAction<boolean>) => {
      state.geolocation = action.payload;
      state.geolocationUnlogged = true;
    },
    /** The log holds this answer: unless another came meanwhile, nothing is left to send. */
    geolocationConsentLogged: (state, action: PayloadAction<boolean>) => {
      if (state.geolocation === action.payload) state.geolocationUnlogged = false;
    },
    /** The log's answer, given on another device, followed here when this one has nothing unsent. */
    geolocationConsentFromLog: (state, action: PayloadAction<boolean>) => {
      if (state.geolocationUnlogged === false) state.geolocation = action.payload;
    },
  },
});
export const { setGeolocationConsent, geolocationConsentLogged, geolocationConsentFromLog } = consentSlice.actions;
