import { useEffect, useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import type { RootState } from '../app/rootReducer';
import { appRoutes } from '../routes/routes';
import type { AppStore } from '../app/store';
import type { FrameStep } from '../features/support/frameProtocol';
import { scrollWhenDrawn } from './frameScroll';
import { makeFrameStore } from './frameStore';

export interface FrameAppProps {
  step: FrameStep;
  /** Told about every call the frame refused to send. */
  onRefused?: (endpointName: string) => void;
}

/**
 * The real app views at one recorded step: a fresh store from that step's state and a memory
 * router at the customer's path, rebuilt for every step so nothing carries over between steps,
 * scrolled to where the customer was.
 */
export function FrameApp({ step, onRefused }: FrameAppProps) {
  const store = useMemo(
    () => makeFrameStore(step.state as RootState, onRefused),
    [step, onRefused],
  );
  // Read-only: its pages' loaders inject no effects and start no requests (the recorded cache
  // answers the views).
  const router = useMemo(
    () =>
      createMemoryRouter(appRoutes(store as unknown as AppStore, { readOnly: true }), {
        initialEntries: [step.path],
      }),
    [step, store],
  );
  // Where the customer had scrolled the page, once it is drawn tall enough.
  useEffect(
    () =>
      scrollWhenDrawn(
        window,
        document.getElementById('root') ?? document.body,
        step.scroll ?? { x: 0, y: 0 },
      ),
    [step],
  );
  return (
    // The frame store adds only a guard middleware; the views read it as the app's store.
    <AppProviders key={step.position} store={store as unknown as AppStore}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
