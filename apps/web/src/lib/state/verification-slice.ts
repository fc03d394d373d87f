import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const verificationSlice = createSlice({
  name: 'verification',
  initialState: { phoneVerified: false, emailVerified: false },
  reducers: {
    setPhoneVerified(state, action: PayloadAction<boolean>) {
      state.phoneVerified = action.payload;
    },
    setEmailVerified(state, action: PayloadAction<boolean>) {
      state.emailVerified = action.payload;
    },
  },
});
export const { setPhoneVerified, setEmailVerified } = verificationSlice.actions;
