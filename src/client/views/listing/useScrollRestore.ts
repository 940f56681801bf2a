import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { scrollPositionSaved, selectScrollPosition } from '../../features/history/historySlice';

/**
 * Per-session scroll restore (SPEC 2): once `ready`, the page scrolls to where the user left it;
 * leaving the page records the position in the store (kept in session storage).
 */
export function useScrollRestore(ready: boolean) {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => selectScrollPosition(state, path));
  useEffect(() => {
    if (ready && saved > 0) window.scrollTo(0, saved);
    // Only when the list becomes ready; later saves must not scroll the page again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, path]);
  useEffect(
    () => () => void dispatch(scrollPositionSaved({ path, y: window.scrollY })),
    [dispatch, path],
  );
}
