import { createListenerMiddleware } from '@reduxjs/toolkit';
import { addAuthListeners } from '../features/auth/authListeners';
import { addCartListeners } from '../features/cart/cartListeners';
import { addCoverVideoListeners } from '../features/coverVideo/coverVideoListeners';
import { addCrashListeners } from '../features/crash/crashListeners';
import { addHistoryListeners } from '../features/history/historyListeners';
import { addListingListeners } from '../features/listing/listingListeners';
import { addLocationListeners } from '../features/location/locationListeners';
import { addModalsListeners } from '../features/modals/modalsListeners';
import { addOverlayListeners } from '../features/overlay/overlayListeners';
import { addRecentlyViewedListeners } from '../features/recentlyViewed/recentlyViewedListeners';
import { addReportProblemListeners } from '../features/reportProblem/reportProblemListeners';
import { addSearchListeners } from '../features/search/searchListeners';
import { addSessionListeners } from '../features/session/sessionListeners';
import { addShellListeners } from '../features/shell/shellListeners';
import { addToastListeners } from '../features/toast/toastListeners';
import { addWishlistListeners } from '../features/wishlist/wishlistListeners';
import type { AppStartListening } from './appTypes';
import { addPersistenceListeners } from './persistence';
import type { AppServices } from './services';

export const FEATURE_LISTENERS: readonly ((startAppListening: AppStartListening) => void)[] = [
  addPersistenceListeners,
  addSessionListeners,
  addAuthListeners,
  addLocationListeners,
  addCartListeners,
  addOverlayListeners,
  addToastListeners,
  addModalsListeners,
  addListingListeners,
  addSearchListeners,
  addWishlistListeners,
  addCoverVideoListeners,
  addCrashListeners,
  addHistoryListeners,
  addRecentlyViewedListeners,
  addReportProblemListeners,
  addShellListeners,
];

/**
 * A fresh listener middleware per store, with the effects of every feature in the first load and
 * the given services; lazy features add theirs when a page's loader injects them (injectFeature.ts).
 */
export function createAppListenerMiddleware(services: AppServices) {
  const listener = createListenerMiddleware({ extra: services });
  const startAppListening = listener.startListening as AppStartListening;
  for (const addListeners of FEATURE_LISTENERS) addListeners(startAppListening);
  return listener;
}
