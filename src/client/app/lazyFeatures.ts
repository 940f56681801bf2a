// Features only some pages use: their page's module injects the slice's reducer into the
// browser's reducer (appReducer.ts) and adds its listeners to every store, the ones made before
// and the ones made after. Until then the state holds the slice's initial state. A feature may
// bring only listeners (the address form's, whose slice stays in the first load).
import { addListener, type Reducer } from '@reduxjs/toolkit';
import { appSlices, type LazySlicePath } from './appReducer';
import type { AppStartListening, AppThunkDispatch } from './appTypes';

export interface LazyFeature {
  /** The slice's reducer, for a slice whose state stands in until then (appReducer.ts). */
  slice?: { reducerPath: LazySlicePath; reducer: Reducer };
  addListeners: (startAppListening: AppStartListening) => void;
}

const injected = new Set<LazyFeature>();
/** Stores that get each feature's listeners as it arrives; a store no longer used is let go. */
const stores = new Set<WeakRef<{ dispatch: AppThunkDispatch }>>();

/** Starts listening on that store's listener middleware, through its `addListener` action. */
const startListeningOn = (store: { dispatch: AppThunkDispatch }) =>
  ((options: Parameters<AppStartListening>[0]) =>
    store.dispatch(addListener(options as never)) as unknown) as AppStartListening;

/** Puts a feature's reducer and listeners in place; a second call changes nothing. */
export function injectFeature(feature: LazyFeature): void {
  if (injected.has(feature)) return;
  injected.add(feature);
  if (feature.slice) appSlices.inject(feature.slice, { overrideExisting: true });
  for (const ref of stores) {
    const store = ref.deref();
    if (store) feature.addListeners(startListeningOn(store));
    else stores.delete(ref);
  }
}

/** Gives a new store the listeners of the features already injected, and of those to come. */
export function connectLazyFeatures(store: { dispatch: AppThunkDispatch }): void {
  for (const feature of injected) feature.addListeners(startListeningOn(store));
  stores.add(new WeakRef(store));
}
