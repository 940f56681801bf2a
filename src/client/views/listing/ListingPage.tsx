import { useEffect, useId, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import type { FilterTag, ListingFilter } from '../../../shared/contract';
import { LISTING_PAGE_SIZE } from '../../../shared/contract/constants';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useListingFirstPageForHub } from '../../features/listing/catalogueQueries';
import { listingView } from '../../features/listing/listingQuery';
import { listingRoute, oldProductsTarget } from '../../features/listing/listingRoute';
import {
  selectListingSortType,
  selectListingTagPressed,
} from '../../features/listing/listingSelectors';
import { selectListing } from '../../features/listing/listingSlice';
import {
  listingSortChosen,
  listingTagToggled,
  nextListingPageRequested,
  requestListingPage,
} from '../../features/listing/listingThunks';
import { SORT_OPTIONS } from '../../features/listing/sortOptions';
import { FloatingContact } from '../components/contact/FloatingContact';
import { ListingHead } from '../components/head/ListingHead';
import { PermanentRedirect } from '../components/head/HttpStatus';
import { LISTING_SKELETONS, ProductGrid } from '../components/product/ProductGrid';
import { Button, PageSection } from '../components/ui/ui.styles';
import { Chips, More, Toolbar } from './ListingPage.styles';
import { useScrollRestore } from './useScrollRestore';

/** A sub-category chip: pressed while the list is narrowed to it. */
function TypeChip({ tag, filter }: { tag: FilterTag; filter: ListingFilter }) {
  const dispatch = useAppDispatch();
  const pressed = useAppSelector((state) => selectListingTagPressed(state, tag._id));
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => dispatch(listingTagToggled({ filter, tagId: tag._id }))}
    >
      {tag.name}
    </button>
  );
}

/** /decors/list, /decors/list/{categoryName} and /products/category/{code}. */
export default function ListingPage() {
  const dispatch = useAppDispatch();
  const listing = useAppSelector(selectListing);
  const sortType = useAppSelector(selectListingSortType);
  const { categoryName, code } = useParams();
  const { search } = useLocation();
  const { filter, heading, noIndex } = listingRoute(categoryName, code, search);
  const sortId = useId();
  const filterKey = JSON.stringify(filter);
  const { route, firstPage } = useListingFirstPageForHub(filter);
  const view = listingView(listing, route, {
    data: firstPage.currentData,
    isError: firstPage.isError,
  });

  useEffect(() => {
    dispatch(
      requestListingPage({
        filter: JSON.parse(filterKey) as ListingFilter,
        page: 0,
        headingName: heading,
      }),
    );
  }, [dispatch, filterKey, heading, route.hubId]);

  useScrollRestore(view.loading === null);

  const nextPage = () => dispatch(nextListingPageRequested());
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) dispatch(nextListingPageRequested());
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [dispatch]);

  return (
    <PageSection aria-labelledby="listing-title">
      <ListingHead heading={heading} noIndex={noIndex} products={view.products} />
      <h1 id="listing-title">{heading}</h1>
      <Toolbar>
        <label htmlFor={sortId}>Sort by</label>
        <select
          id={sortId}
          value={sortType}
          onChange={(event) =>
            dispatch(listingSortChosen({ filter, sortType: event.target.value }))
          }
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.type} value={option.type}>
              {option.label}
            </option>
          ))}
        </select>
        {view.subcategories.length > 0 && (
          <Chips role="group" aria-label="Filter by type">
            {view.subcategories.map((tag) => (
              <TypeChip key={tag._id} tag={tag} filter={filter} />
            ))}
          </Chips>
        )}
      </Toolbar>
      <ProductGrid
        label={heading}
        products={view.products}
        skeletons={
          view.loading === 'list'
            ? LISTING_SKELETONS
            : view.loading === 'page'
              ? Math.min(LISTING_SKELETONS, LISTING_PAGE_SIZE)
              : 0
        }
      />
      {view.empty && <p>No decorations found here yet. Try another search or category.</p>}
      <More ref={sentinel}>
        {view.showMore && (
          <Button type="button" $variant="ghost" onClick={nextPage}>
            Show more
          </Button>
        )}
      </More>
      <FloatingContact />
    </PageSection>
  );
}

/** SPEC 2: the old /products/{type}/{text} list pages now live under /decors/list. */
export function OldProductsRedirect() {
  const { type = '', text = '' } = useParams();
  const { search } = useLocation();
  return <PermanentRedirect to={oldProductsTarget(type, text, search)} />;
}
