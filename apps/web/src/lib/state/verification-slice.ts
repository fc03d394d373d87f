import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

const initialState = { phoneVerified: false, emailVerified: false };

export const verificationSlice = createSlice({
  name: 'verification',
  initialState,
  reducers: {
    setPhoneVerified(state, action: PayloadAction<boolean>) {
      state.phoneVerified = action.payload;
    },
    setEmailVerified(state, action: PayloadAction<boolean>) {
      state.emailVerified = action.payload;
    },
    resetVerification: () => initialState,
  },
});
export const { setPhoneVerified, setEmailVerified, resetVerification } = verificationSlice.actions;
