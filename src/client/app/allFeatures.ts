// Every lazy feature injected at once, for whatever needs the whole app from the start (tests
// that drive any feature through one store).
import { injectAccountDeletion } from '../features/accountDeletion/accountDeletionFeature';
import { injectAddressFormEffects } from '../features/addressForm/addressFormFeature';
import { injectCheckoutEffects } from '../features/checkout/checkoutFeature';
import { injectListingPaging } from '../features/listing/listingFeature';
import { injectOrdersEffects } from '../features/orders/ordersFeature';
import { injectProfileEffects } from '../features/profile/profileFeature';
import { injectReportSending } from '../features/reportProblem/reportSendingFeature';
import { injectSupport } from '../features/support/supportFeature';

export function injectAllFeatures(): void {
  injectAccountDeletion();
  injectAddressFormEffects();
  injectCheckoutEffects();
  injectListingPaging();
  injectOrdersEffects();
  injectProfileEffects();
  injectReportSending();
  injectSupport();
}
