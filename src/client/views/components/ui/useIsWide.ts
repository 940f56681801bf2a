import { useContext, useSyncExternalStore } from 'react';
import { WideScreenGuessContext } from '../../../app/site';
import { theme } from '../../../app/theme';

const QUERY = `(min-width: ${theme.breakpoints.wide + 1}px)`;

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

const snapshot = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : true;

/** Above the wide-screen threshold of SPEC 9 (768 px). Layout only, never business state. */
export function useIsWide(): boolean {
  const guess = useContext(WideScreenGuessContext);
  return useSyncExternalStore(subscribe, snapshot, () => guess);
}
