import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { pageHidden } from '../features/session/sessionEvents';

/**
 * Tells the store when the page hides or is left: a tab switched away from, closed or reloaded
 * (pagehide alone misses a mobile tab killed in the background, so hidden visibility counts too).
 */
export function reportPageHide(page: Window, dispatch: Dispatch<UnknownAction>): () => void {
  const onPageHide = () => dispatch(pageHidden());
  const onVisibilityChange = () => {
    if (page.document.visibilityState === 'hidden') dispatch(pageHidden());
  };
  page.addEventListener('pagehide', onPageHide);
  page.document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    page.removeEventListener('pagehide', onPageHide);
    page.document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
