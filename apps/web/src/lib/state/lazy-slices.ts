import { createAction, createDynamicMiddleware, type Dispatch, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { rootReducer, type LazyLoadedSlices } from './root-reducer';

const dynamicMiddleware = createDynamicMiddleware();
const stores = new Set<Dispatch>();

/** Tells every store a slice arrived, so its state exists before any screen selects it. */
export const sliceInjected = createAction<string>('app/sliceInjected');

/**
 * The middleware every store gets: it runs what lazily loaded code adds (RTK Query's, with
 * the first screen that calls the API) and lets injections reach the store.
 */
export const lazyMiddleware: Middleware = (store) => {
  stores.add(store.dispatch);
  return dynamicMiddleware.middleware(store);
};

interface LazySlice<K extends keyof LazyLoadedSlices> {
  reducerPath: K;
  reducer: Reducer<LazyLoadedSlices[K]>;
  middleware: Middleware;
}

/**
 * Mounts a slice that was not in the first bundle (RTK Query and its middleware stay out of
 * the JavaScript the landing screens need) into every store made from the root reducer.
 */
export function injectLazySlice<K extends keyof LazyLoadedSlices>(slice: LazySlice<K>): void {
  rootReducer.inject(slice);
  dynamicMiddleware.addMiddleware(slice.middleware);
  for (const dispatch of stores) dispatch(sliceInjected(slice.reducerPath));
}
