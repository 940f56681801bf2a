// Features only some pages use: the loader of each page that uses one (routes/routes.tsx) injects
// it into the store it serves. The slice's reducer joins the browser's reducer (appReducer.ts),
// whose state held the slice's initial state until then, and the listeners join that store's
// listener middleware. A feature may bring only listeners (the address form's, whose slice stays
// in the first load).
import { addListener, type Reducer } from '@reduxjs/toolkit';
import { appSlices, type LazySlicePath } from './appReducer';
import type { AppStartListening, AppThunk } from './appTypes';

export interface LazyFeature {
  /** The slice's reducer, for a slice whose state stands in until then (appReducer.ts). */
  slice?: { reducerPath: LazySlicePath; reducer: Reducer };
  addListeners: (startAppListening: AppStartListening) => void;
}

type ListenerOptions = Parameters<AppStartListening>[0];

/**
 * Each feature's listeners, written down the first time it is injected anywhere. Every store then
 * gets the same effect functions, and the listener middleware adds a listener whose effect it
 * already has only once: injecting a feature again into a store adds nothing.
 */
const written = new WeakMap<LazyFeature, readonly ListenerOptions[]>();

function listenersOf(feature: LazyFeature): readonly ListenerOptions[] {
  const known = written.get(feature);
  if (known) return known;
  const options: ListenerOptions[] = [];
  feature.addListeners(((each: ListenerOptions) => {
    options.push(each);
    return () => undefined;
  }) as AppStartListening);
  written.set(feature, options);
  return options;
}

/** Puts a feature's reducer and listeners in place in the store this is dispatched on. */
export const injectFeature =
  (feature: LazyFeature): AppThunk =>
  (dispatch) => {
    if (feature.slice) appSlices.inject(feature.slice, { overrideExisting: true });
    for (const options of listenersOf(feature)) dispatch(addListener(options as never));
  };
