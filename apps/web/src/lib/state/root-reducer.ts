import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { sessionSlice } from '../session/session-slice';
import { userSlice } from '../session/user-slice';
import { consentSlice } from './consent-slice';
import { filterSlice } from './filter-slice';
import { firstLaunchSlice } from './first-launch-slice';
import { paymentSlice } from './payment-slice';
import { tabSlice } from './tab-slice';
import { verificationSlice } from './verification-slice';

/** Slices injected later (lazy-slices.ts); each extends this where defined, so RootState has it as optional. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  tabSlice,
  userSlice,
  filterSlice,
  paymentSlice,
  firstLaunchSlice,
  verificationSlice,
  consentSlice,
  sessionSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
