// A product page's calls, with their arguments built from the customer's hub; apart from
// catalogueQueries.ts so that other pages' chunks do not carry the product page's endpoints.
import { useAddonsGetAddonsByQueryObjectQuery } from '../../api/addonsApi';
import { useV2GetProductDetailsQuery } from '../../api/v2Api';
import { useAppSelector } from '../../app/hooks';
import { selectEffectiveHubId } from '../location/locationSelectors';

/** Add-ons offered with a decor; as many as a product page lists. */
const ADD_ON_LIMIT = 100;

/** A product page's decor, priced for the customer's hub. */
export function useProductDetailsForHub(productId: string) {
  const hubId = useAppSelector(selectEffectiveHubId);
  return useV2GetProductDetailsQuery({
    body: {
      options: {
        operation: 'getProductDetails',
        productId,
        pageName: 'product',
        detailPage: true,
        hubId,
      },
    },
  });
}

/** The active add-ons, priced for the customer's hub. */
export function useAddOnsForHub() {
  const hubId = useAppSelector(selectEffectiveHubId);
  return useAddonsGetAddonsByQueryObjectQuery({
    body: { queryObject: { active: true }, limit: ADD_ON_LIMIT, hubId },
  });
}
