import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const firstLaunchSlice = createSlice({
  name: 'firstLaunch',
  initialState: true as boolean,
  reducers: {
    setFirstLaunch: (_state, action: PayloadAction<boolean>) => action.payload,
  },
});
export const { setFirstLaunch } = firstLaunchSlice.actions;
