import { useEffect, useId, useMemo, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import type { ListingFilter } from '../../../shared/contract';
import { LISTING_PAGE_SIZE } from '../../../shared/contract/constants';
import { titleCase } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useListingFirstPageForHub } from '../../features/listing/catalogueQueries';
import { listingView } from '../../features/listing/listingQuery';
import { selectListing } from '../../features/listing/listingSlice';
import { requestListingPage } from '../../features/listing/listingThunks';
import { FloatingContact } from '../components/contact/FloatingContact';
import { ListingHead } from '../components/head/ListingHead';
import { PermanentRedirect } from '../components/head/HttpStatus';
import { LISTING_SKELETONS, ProductGrid } from '../components/product/ProductGrid';
import { Button, PageSection } from '../components/ui/ui.styles';
import { Chips, More, Toolbar } from './ListingPage.styles';
import { SORT_OPTIONS } from './sortOptions';
import { useScrollRestore } from './useScrollRestore';

/** The listing filter and heading a route asks for. */
function useListingRoute(): { filter: ListingFilter; heading: string } {
  const { categoryName, code } = useParams();
  const [params] = useSearchParams();
  return useMemo(() => {
    const filter: ListingFilter = {};
    const searchText = params.get('searchText')?.trim();
    const tags = params.get('tags')?.trim();
    const occasion = params.get('occassion')?.trim();
    const category = categoryName ?? occasion ?? params.get('category') ?? undefined;
    if (searchText) filter.searchText = searchText.slice(0, 100);
    if (tags) filter.tags = tags.slice(0, 300);
    if (category) filter.category = category.slice(0, 60);
    const heading = searchText
      ? `Results for "${searchText}"`
      : category
        ? `${titleCase(category)} decorations`
        : code !== undefined
          ? 'Decorations'
          : 'All decorations';
    return { filter, heading };
  }, [categoryName, code, params]);
}

/** /decors/list, /decors/list/{categoryName} and /products/category/{code}. */
export default function ListingPage() {
  const dispatch = useAppDispatch();
  const listing = useAppSelector(selectListing);
  const { filter, heading } = useListingRoute();
  const sortId = useId();
  const filterKey = JSON.stringify(filter);
  const query = listing.query;
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

  const loading = listing.status === 'loading';
  useScrollRestore(view.loading === null);

  const nextPage = () => {
    if (!query || loading || !listing.hasMore) return;
    dispatch(
      requestListingPage({
        filter: query.filter,
        page: listing.page + 1,
        tagId: query.tagId,
        sort: query.sort,
      }),
    );
  };
  const sentinel = useRef<HTMLDivElement>(null);
  const next = useRef(nextPage);
  useEffect(() => {
    next.current = nextPage;
  });
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) next.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return (
    <PageSection aria-labelledby="listing-title">
      <ListingHead
        heading={heading}
        noIndex={filter.searchText !== undefined}
        products={view.products}
      />
      <h1 id="listing-title">{heading}</h1>
      <Toolbar>
        <label htmlFor={sortId}>Sort by</label>
        <select
          id={sortId}
          value={query?.sort.type ?? SORT_OPTIONS[0]?.type}
          onChange={(event) => {
            const sort = SORT_OPTIONS.find((option) => option.type === event.target.value);
            if (sort)
              dispatch(requestListingPage({ filter, page: 0, tagId: query?.tagId ?? null, sort }));
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.type} value={option.type}>
              {option.label}
            </option>
          ))}
        </select>
        {view.subcategories.length > 0 && (
          <Chips role="group" aria-label="Filter by type">
            {view.subcategories.map((tag) => {
              const pressed = query?.tagId === tag._id;
              return (
                <button
                  key={tag._id}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() =>
                    dispatch(
                      requestListingPage({
                        filter,
                        page: 0,
                        tagId: pressed ? null : tag._id,
                        sort: query?.sort,
                      }),
                    )
                  }
                >
                  {tag.name}
                </button>
              );
            })}
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
  const params = new URLSearchParams(search);
  if (type === 'search') params.set('searchText', text.replace(/-/g, ' '));
  const target =
    type === 'search'
      ? `/decors/list?${params}`
      : `/decors/list/${encodeURIComponent(text)}${search}`;
  return <PermanentRedirect to={target} />;
}
