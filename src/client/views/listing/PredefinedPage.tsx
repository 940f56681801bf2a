import { useSearchParams } from 'react-router';
import type { Product } from '../../../shared/contract';
import { LISTING_PAGE_SIZE } from '../../../shared/contract/constants';
import { effectiveHubId } from '../../../shared/domain';
import { useProductsGetProductsByQueryObjQuery } from '../../api/productsApi';
import { useAppSelector } from '../../app/hooks';
import { selectHubId } from '../../features/location/locationSlice';
import { FloatingContact } from '../components/contact/FloatingContact';
import { PageMeta } from '../components/head/PageMeta';
import { LISTING_SKELETONS, ProductGrid } from '../components/product/ProductGrid';
import { PageSection } from '../components/ui/ui.styles';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** /decors/predefined?ids=a,b: exactly those decors (the search box's '/a,b' shortcut). */
export default function PredefinedPage() {
  const [params] = useSearchParams();
  const hubId = useAppSelector(selectHubId);
  const ids = [...new Set((params.get('ids') ?? '').split(',').map((id) => id.trim()))]
    .filter((id) => ID.test(id))
    .slice(0, LISTING_PAGE_SIZE);
  const { data, isFetching } = useProductsGetProductsByQueryObjQuery(
    {
      body: {
        queryObject: { _id: { $in: ids }, active: true },
        limit: LISTING_PAGE_SIZE,
        hubId: effectiveHubId(hubId),
      },
    },
    { skip: ids.length === 0 },
  );
  // Full products only: a projection without a price cannot make a card.
  const products = (data?.products ?? []).filter(
    (product): product is Product =>
      'pricing' in product && 'name' in product && 'images' in product && 'tags' in product,
  );
  return (
    <PageSection aria-labelledby="predefined-title">
      <PageMeta
        title="Handpicked decorations"
        description="A list of decorations chosen for you: compare them and book one for your celebration."
        noIndex
        params={['ids']}
      />
      <h1 id="predefined-title">Handpicked decorations</h1>
      {ids.length === 0 ? (
        <p>No decorations were chosen for this list.</p>
      ) : (
        <ProductGrid
          label="Handpicked decorations"
          products={products}
          skeletons={isFetching && !data ? Math.min(ids.length, LISTING_SKELETONS) : 0}
        />
      )}
      <FloatingContact />
    </PageSection>
  );
}
