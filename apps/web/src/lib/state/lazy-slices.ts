import { createAction, createDynamicMiddleware, type Dispatch, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { rootReducer, type LazyLoadedSlices } from './root-reducer';

const dynamicMiddleware = createDynamicMiddleware();
const stores = new Set<Dispatch>();

/** Tells every store a slice arrived, so its state exists before any screen selects it. */
export const sliceInjected = createAction<string>('app/sliceInjected');

/** Runs the middleware lazily loaded code adds, such as RTK Query's. */
export const lazyMiddleware: Middleware = (store) => {
  stores.add(store.dispatch);
  return dynamicMiddleware.middleware(store);
};

interface LazySlice<K extends keyof LazyLoadedSlices> {
  reducerPath: K;
  reducer: Reducer<LazyLoadedSlices[K]>;
  middleware: Middleware;
}

/** RTK Query stays out of the landing screens' JavaScript (decision 005). */
export function injectLazySlice<K extends keyof LazyLoadedSlices>(slice: LazySlice<K>): void {
  rootReducer.inject(slice);
  dynamicMiddleware.addMiddleware(slice.middleware);
  for (const dispatch of stores) dispatch(sliceInjected(slice.reducerPath));
}
