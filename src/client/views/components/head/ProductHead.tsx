import type { Product } from '../../../../shared/contract';
import { productPath } from '../../../../shared/domain';
import { useAppSelector } from '../../../app/hooks';
import { useSiteOrigin } from '../../../app/site';
import { selectShownPrice } from '../../../features/seo/shownPrice';
import { productCrumbs, productLd } from '../../../features/seo/productLd';
import { breadcrumbLd } from '../../../features/seo/structuredData';
import { JsonLd } from './JsonLd';
import { PageMeta } from './PageMeta';

/** A product page: named and pictured by the decor, its one URL, its offer and trail. */
export function ProductHead({ product }: { product: Product }) {
  const origin = useSiteOrigin();
  const price = useAppSelector((state) => selectShownPrice(state, product));
  return (
    <>
      <PageMeta
        title={product.name}
        description={
          product.description ??
          `Book ${product.name}: decoration set up at your place on your date and slot.`
        }
        image={product.images[0]}
        type="product"
        path={productPath(product)}
      />
      <JsonLd data={productLd(origin, product, price)} />
      <JsonLd data={breadcrumbLd(origin, productCrumbs(product))} />
    </>
  );
}
