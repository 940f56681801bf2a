// Every lazy feature injected at once, for whatever needs the whole app from the start (tests
// that drive any feature through one store).
import { injectAccountDeletion } from '../features/accountDeletion/accountDeletionFeature';
import { injectAddressFormEffects } from '../features/addressForm/addressFormFeature';
import { injectListingPaging } from '../features/listing/listingFeature';
import { injectSupport } from '../features/support/supportFeature';

export function injectAllFeatures(): void {
  injectAccountDeletion();
  injectAddressFormEffects();
  injectListingPaging();
  injectSupport();
}
