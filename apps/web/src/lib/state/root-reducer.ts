import { combineReducers, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { baseApi } from '../api/base-api';
import { sessionSlice } from '../session/session-slice';
import { userSlice } from '../session/user-slice';
import { filterSlice } from './filter-slice';
import { firstLaunchSlice } from './first-launch-slice';
import { paymentSlice } from './payment-slice';
import { tabSlice } from './tab-slice';
import { verificationSlice } from './verification-slice';

export const rootReducer = combineReducers({
  [tabSlice.name]: tabSlice.reducer,
  [userSlice.name]: userSlice.reducer,
  [filterSlice.name]: filterSlice.reducer,
  [paymentSlice.name]: paymentSlice.reducer,
  [firstLaunchSlice.name]: firstLaunchSlice.reducer,
  [verificationSlice.name]: verificationSlice.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
