// Every lazy feature injected at once, for whatever needs the whole app from the start (tests
// that drive any feature through one store).
import { accountDeletionFeature } from '../features/accountDeletion/accountDeletionFeature';
import { addressFormFeature } from '../features/addressForm/addressFormFeature';
import { checkoutFeature } from '../features/checkout/checkoutFeature';
import { listingFeature } from '../features/listing/listingFeature';
import { ordersFeature } from '../features/orders/ordersFeature';
import { profileFeature } from '../features/profile/profileFeature';
import { supportFeature } from '../features/support/supportFeature';
import type { AppThunk } from './appTypes';
import { injectFeature } from './injectFeature';

const ALL_FEATURES = [
  accountDeletionFeature,
  addressFormFeature,
  checkoutFeature,
  listingFeature,
  ordersFeature,
  profileFeature,
  supportFeature,
];

/** Puts every lazy feature in the store this is dispatched on. */
export const injectAllFeatures = (): AppThunk => (dispatch) => {
  for (const feature of ALL_FEATURES) dispatch(injectFeature(feature));
};
