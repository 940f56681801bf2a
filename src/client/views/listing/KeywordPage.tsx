import { useParams } from 'react-router';
import { MESSAGES, titleCase } from '../../../shared/domain';
import { isNotFoundError } from '../../api/contractBaseQuery';
import { listingProducts } from '../../features/listing/listingCards';
import { FloatingContact } from '../components/contact/FloatingContact';
import { KeywordHead } from '../components/head/KeywordHead';
import { HttpStatus } from '../components/head/HttpStatus';
import { LISTING_SKELETONS, ProductGrid } from '../components/product/ProductGrid';
import { PageSection } from '../components/ui/ui.styles';
import NotFoundPage from '../notFound/NotFoundPage';
import { SubHeading } from './ListingPage.styles';
import { useScrollRestore } from './useScrollRestore';
import { useKeywordListingForHub } from '../../features/listing/catalogueQueries';

const KEYWORD = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** /kw/{keyword}: heading from the keyword, the page's sub-heading, its decors. */
export default function KeywordPage() {
  const keyword = (useParams().keyword ?? '').toLowerCase();
  const valid = KEYWORD.test(keyword) && keyword.length <= 120;
  const { data, isFetching, error } = useKeywordListingForHub(keyword, valid);
  const decors = data ? listingProducts(data.decors) : [];
  useScrollRestore(data !== undefined);
  // No landing page has this keyword: the not-found page, with its 404. A failed entry keeps
  // its error while it is fetched again, so the page stays as it was.
  if (isNotFoundError(error)) return <NotFoundPage />;
  const failed = error !== undefined || !valid;
  const detail = data?.keyword.keywordDetail;
  return (
    <PageSection aria-labelledby="keyword-title">
      <KeywordHead
        keyword={keyword}
        heading={detail?.heading ?? titleCase(keyword)}
        detail={detail}
        products={decors}
        noIndex={failed}
      />
      {!valid && <HttpStatus code={404} />}
      <h1 id="keyword-title">{detail?.heading ?? titleCase(keyword)}</h1>
      {detail && <SubHeading>{detail.topSubHeading}</SubHeading>}
      {failed && <p role="alert">{MESSAGES.keywordListFailed}</p>}
      {!failed && (
        <ProductGrid
          label={titleCase(keyword)}
          products={decors}
          skeletons={isFetching && !data ? LISTING_SKELETONS : 0}
        />
      )}
      <FloatingContact />
    </PageSection>
  );
}
