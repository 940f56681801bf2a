import type { Product } from '../../../shared/contract';
import type { RootState } from '../../app/appTypes';
import { productPriceDisplay, selectPriceContext } from '../listing/priceDisplay';

/**
 * The price a product page states for the visitor's hub, for its Offer: the hub's selling
 * price, shown in every priced state (alone when logged out, struck through beside the prepaid
 * or offer price when logged in, since those depend on how and with what code one pays). Null
 * while it calculates, without a location and for a price on request: the page shows none.
 */
export function selectShownPrice(
  state: RootState,
  product: Pick<Product, 'pricing' | 'resolvedPrice' | 'tags'>,
): number | null {
  const display = productPriceDisplay(selectPriceContext(state), product);
  switch (display.kind) {
    case 'calculating':
    case 'noLocation':
    case 'onRequest':
      return null;
    case 'loggedOut':
      return display.price;
    case 'offer':
    case 'prepaid':
      return display.sellingPrice;
    default: {
      const unknown: never = display;
      return unknown;
    }
  }
}
