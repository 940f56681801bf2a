import { Link } from 'react-router';
import styled from 'styled-components';
import { SUCCESS_TEXT } from '../components/ui/ui.styles';
import type { Product } from '../../../shared/contract';
import { formatInr, productPath } from '../../../shared/domain';
import { useAppSelector } from '../../app/hooks';
import { selectHubId } from '../../features/location/locationSlice';
import { searchResultPrice } from '../../features/search/searchPrice';
import { selectSearch, truncateName } from '../../features/search/searchSlice';
import { Picture } from '../components/ui/Picture';
import { Searching } from './Searching';
import { useHomepageDataForHub } from '../../features/listing/catalogueQueries';

/*
 * What the nav search's panel lists: popular categories, then results with their picture and
 * price. Loaded when the panel first opens, so no first view carries it.
 */

const THUMB = 56;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: ${THUMB}px minmax(0, 1fr) auto;
  align-items: center;
  gap: 0.75rem;
  padding: 0.35rem;
  border-radius: ${({ theme }) => theme.radii.small};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
  img,
  i {
    width: ${THUMB}px;
    height: ${THUMB}px;
    border-radius: ${({ theme }) => theme.radii.small};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.background};
    display: block;
  }
`;

/** A name on at most two lines. */
const Name = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  overflow-wrap: break-word;
  line-height: 1.3;
`;

const Price = styled.span`
  display: grid;
  justify-items: end;
  white-space: nowrap;
  font-weight: 600;
  s {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
    font-size: 0.8rem;
  }
  em {
    color: ${SUCCESS_TEXT};
    font-style: normal;
    font-weight: 400;
    font-size: 0.8rem;
  }
`;

const SeeAll = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  margin-top: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  a {
    display: block;
    padding: 0.5rem;
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.background};
    text-align: center;
  }
`;

function PopularCategories() {
  const { data } = useHomepageDataForHub();
  const categories = data?.result.decorCategoriesList ?? [];
  return (
    <>
      <h2>Popular Categories</h2>
      <Tiles>
        {categories.slice(0, 8).map((category) => (
          <li key={category.code}>
            <Link to={`/decors/list/${encodeURIComponent(category.name.toLowerCase())}`}>
              {category.name}
            </Link>
          </li>
        ))}
      </Tiles>
    </>
  );
}

function ResultPrice({ product, hubId }: { product: Product; hubId: string | null }) {
  const price = searchResultPrice(product, hubId);
  if (price.kind === 'onRequest') return <Price>{price.message}</Price>;
  return (
    <Price>
      {formatInr(price.sellingPrice)}
      {price.discountPct > 0 && (
        <span>
          <s>{formatInr(price.costPrice)}</s> <em>{price.discountPct}% off</em>
        </span>
      )}
    </Price>
  );
}

function Result({ product, hubId }: { product: Product; hubId: string | null }) {
  const image = product.images[0];
  return (
    <Row to={productPath(product)}>
      {image ? (
        <Picture src={image} sizes={`${THUMB}px`} alt="" width={THUMB} height={THUMB} />
      ) : (
        <i aria-hidden="true" />
      )}
      <Name>{truncateName(product.name)}</Name>
      <ResultPrice product={product} hubId={hubId} />
    </Row>
  );
}

/** The panel's body for the search's state (SPEC 2 nav search). */
export default function SearchSuggestions() {
  const search = useAppSelector(selectSearch);
  const hubId = useAppSelector(selectHubId);
  switch (search.status) {
    case 'idle':
      return <PopularCategories />;
    case 'loading':
      return <Searching />;
    case 'failed':
      return <p>No decorations found.</p>;
    case 'shown':
      return (
        <>
          <h2>Search results</h2>
          {search.results.length === 0 ? (
            <p>No decorations found.</p>
          ) : (
            <Results aria-label="Search results">
              {search.results.map((product) => (
                <li key={product._id}>
                  <Result product={product} hubId={hubId} />
                </li>
              ))}
            </Results>
          )}
          <SeeAll type="submit">See all</SeeAll>
        </>
      );
  }
}
