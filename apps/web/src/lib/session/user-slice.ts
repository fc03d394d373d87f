import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@game-assist/contracts/schemas';

export interface UserState {
  user: SessionUser | null;
  rememberMe: boolean;
}

export const userSlice = createSlice({
  name: 'user',
  initialState: { user: null, rememberMe: false } as UserState,
  reducers: {
    setUser(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    setRememberMe(state, action: PayloadAction<boolean>) {
      state.rememberMe = action.payload;
    },
    logout: () => ({ user: null, rememberMe: false }),
  },
});
export const { setUser, setRememberMe, logout } = userSlice.actions;
