import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const TAB_SCREENS = ['Dashboard', 'Deposits', 'Loans', 'Notification', 'More'] as const;
export type TabScreen = (typeof TAB_SCREENS)[number];

export const tabSlice = createSlice({
  name: 'tab',
  initialState: { screen: 'Dashboard' as TabScreen },
  reducers: {
    setScreen(state, action: PayloadAction<TabScreen>) {
      state.screen = action.payload;
    },
  },
});
export const { setScreen } = tabSlice.actions;
