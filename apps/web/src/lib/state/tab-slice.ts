import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const TAB_SCREENS = ['Dashboard', 'Deposits', 'Loans', 'Notification', 'More'] as const;
export type TabScreen = (typeof TAB_SCREENS)[number];
/** The bottom bar's tabs (the spec's three-tab variant); Deposits and Loans are banking samples. */
export const BAR_TABS = ['Dashboard', 'Notification', 'More'] as const satisfies readonly TabScreen[];

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
