import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatInr, productPath } from '../../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useHomepageBaseDataQuery } from '../../../api/homepageApi';
import { selectHubId } from '../../../features/location/locationSlice';
import {
  searchClosed,
  searchQueryChanged,
  selectSearch,
  truncateName,
} from '../../../features/search/searchSlice';
import { searchResultPrice } from '../../../features/search/searchPrice';
import { submitSearch } from '../../../features/search/searchThunks';
import { effectiveHubId } from '../../../../shared/domain';
import { SEARCH_HINTS, selectSearchHintIndex } from '../../../features/shell/shellSlice';
import { Skeleton, VisuallyHidden } from '../ui/ui.styles';

const Box = styled.form`
  position: relative;
  flex: 1;
  max-width: 32rem;
  input {
    width: 100%;
    min-height: 40px;
    padding: 0 0.75rem;
    border-radius: ${({ theme }) => theme.radii.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font: inherit;
  }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 10px 30px rgba(10, 15, 40, 0.2);
  padding: 0.75rem;
  h2 {
    font-size: 0.9rem;
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
`;

const Result = styled(Link)`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.35rem 0.25rem;
  s {
    color: ${({ theme }) => theme.colors.muted};
    margin-left: 0.25rem;
  }
  em {
    color: ${({ theme }) => theme.colors.success};
    font-style: normal;
  }
`;

const Tiles = styled.ul`
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
  const hubId = useAppSelector(selectHubId);
  const { data } = useHomepageBaseDataQuery({ query: { hubId: effectiveHubId(hubId) } });
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

/** The nav search (SPEC 2): hints, 5 results from 3 characters, 'Popular Categories' below. */
export function NavSearch() {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const hubId = useAppSelector(selectHubId);
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const panelId = useId();
  const hintIndex = useAppSelector(selectSearchHintIndex);
  const hint = SEARCH_HINTS[hintIndex % SEARCH_HINTS.length] ?? SEARCH_HINTS[0];
  useEffect(() => () => void dispatch(searchClosed()), [dispatch]);
  const close = () => {
    setOpen(false);
    dispatch(searchClosed());
  };
  return (
    <Box
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(submitSearch());
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <VisuallyHidden as="label" htmlFor={inputId}>
        Search decorations
      </VisuallyHidden>
      <input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder={`Search for "${hint}"`}
        value={search.query}
        aria-autocomplete="list"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setOpen(true);
          dispatch(searchQueryChanged({ query: event.target.value }));
        }}
      />
      {open && (
        <Panel
          id={panelId}
          role="dialog"
          aria-label="Search suggestions"
          // A click on a result's name or price is a click on its link too.
          onClick={(event) =>
            event.target instanceof Element && event.target.closest('a') && close()
          }
        >
          {search.status === 'idle' && <PopularCategories />}
          {search.status === 'loading' && (
            <div aria-busy="true" aria-label="Searching">
              <Skeleton $height="1.25rem" />
            </div>
          )}
          {search.status === 'failed' && <p>No decorations found.</p>}
          {search.status === 'shown' && (
            <>
              <h2>Search results</h2>
              {search.results.length === 0 ? (
                <p>No decorations found.</p>
              ) : (
                <ul aria-label="Search results">
                  {search.results.map((product) => {
                    const price = searchResultPrice(product, hubId);
                    return (
                      <li key={product._id}>
                        <Result to={productPath(product)}>
                          <span>{truncateName(product.name)}</span>
                          {price.kind === 'onRequest' ? (
                            <span>{price.message}</span>
                          ) : (
                            <span>
                              {formatInr(price.sellingPrice)}
                              {price.discountPct > 0 && (
                                <>
                                  <s>{formatInr(price.costPrice)}</s>{' '}
                                  <em>{price.discountPct}% off</em>
                                </>
                              )}
                            </span>
                          )}
                        </Result>
                      </li>
                    );
                  })}
                </ul>
              )}
              <button type="submit">See all</button>
            </>
          )}
        </Panel>
      )}
    </Box>
  );
}
