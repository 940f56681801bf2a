// A product page's calls, with their arguments built from the customer's hub; apart from
// catalogueQueries.ts so that other pages' chunks do not carry the product page's endpoints.
import { useAddonsGetAddonsByQueryObjectQuery } from '../../api/addonsApi';
import { useV2GetProductDetailsQuery } from '../../api/v2Api';
import { useAppSelector } from '../../app/hooks';
import { selectEffectiveHubId } from '../location/locationSelectors';

/** Add-ons offered with a decor; as many as a product page lists. */
const ADD_ON_LIMIT = 100;

/** The call for a product page's decor (the hooks' and the page's loader's arguments). */
export const productDetailsArg = (productId: string, hubId: string) => ({
  body: {
    options: {
      operation: 'getProductDetails' as const,
      productId,
      pageName: 'product',
      detailPage: true,
      hubId,
    },
  },
});

/** The call for the active add-ons. */
export const addOnsArg = (hubId: string) => ({
  body: { queryObject: { active: true as const }, limit: ADD_ON_LIMIT, hubId },
});

/** A product page's decor, priced for the customer's hub. */
export function useProductDetailsForHub(productId: string) {
  const hubId = useAppSelector(selectEffectiveHubId);
  return useV2GetProductDetailsQuery(productDetailsArg(productId, hubId));
}

/** The active add-ons, priced for the customer's hub. */
export function useAddOnsForHub() {
  const hubId = useAppSelector(selectEffectiveHubId);
  return useAddonsGetAddonsByQueryObjectQuery(addOnsArg(hubId));
}
