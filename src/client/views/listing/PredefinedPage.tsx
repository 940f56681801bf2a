import { useSearchParams } from 'react-router';
import type { Product } from '../../../shared/contract';
import { LISTING_PAGE_SIZE } from '../../../shared/contract/constants';
import { FloatingContact } from '../components/contact/FloatingContact';
import { PageMeta } from '../components/head/PageMeta';
import { LISTING_SKELETONS, ProductGrid } from '../components/product/ProductGrid';
import { PageSection } from '../components/ui/ui.styles';
import { useProductsByIdsForHub } from '../../features/listing/catalogueQueries';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** /decors/predefined?ids=a,b: exactly those decors (the search box's '/a,b' shortcut). */
export default function PredefinedPage() {
  const [params] = useSearchParams();
  const ids = [...new Set((params.get('ids') ?? '').split(',').map((id) => id.trim()))]
    .filter((id) => ID.test(id))
    .slice(0, LISTING_PAGE_SIZE);
  const { data, isFetching } = useProductsByIdsForHub(ids, {
    limit: LISTING_PAGE_SIZE,
    activeOnly: true,
  });
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
