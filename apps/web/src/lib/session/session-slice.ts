import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the start-up session check has finished. Not persisted: until it has,
 * guarded routes render nothing (the user is "undetermined").
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: { status: 'unknown' as 'unknown' | 'known' },
  reducers: {
    sessionKnown(state) {
      state.status = 'known';
    },
  },
});
export const { sessionKnown } = sessionSlice.actions;
