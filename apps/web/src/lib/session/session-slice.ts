import { createSlice } from '@reduxjs/toolkit';

/** Whether the start-up session check has finished; not persisted (until then guarded routes render nothing). */
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
