import type { KeywordDetail, Product } from '../../../../shared/contract';
import { useSiteOrigin } from '../../../app/site';
import { cityServiceLd } from '../../../features/seo/siteLd';
import { breadcrumbLd, itemListLd, listingCrumbs } from '../../../features/seo/structuredData';
import { JsonLd } from './JsonLd';
import { PageMeta } from './PageMeta';

/** A /kw landing page: the server's heading and description, its decors, its city's service. */
export function KeywordHead({
  keyword,
  heading,
  detail,
  products,
  noIndex,
}: {
  keyword: string;
  heading: string;
  detail: KeywordDetail | undefined;
  products: readonly Pick<Product, '_id' | 'name'>[];
  noIndex: boolean;
}) {
  const origin = useSiteOrigin();
  const path = `/kw/${keyword}`;
  return (
    <>
      <PageMeta
        title={heading}
        description={detail?.description ?? detail?.topSubHeading}
        noIndex={noIndex}
        path={path}
      />
      {!noIndex && (
        <>
          <JsonLd data={breadcrumbLd(origin, listingCrumbs(heading))} />
          <JsonLd data={itemListLd(origin, heading, products)} />
          {detail && <JsonLd data={cityServiceLd(origin, path, detail, heading)} />}
        </>
      )}
    </>
  );
}
