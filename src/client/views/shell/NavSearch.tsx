import { lazy, Suspense, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { SEARCH_TEXT_MAX } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { searchClosed, searchQueryChanged, selectSearch } from '../../features/search/searchSlice';
import { submitSearch } from '../../features/search/searchThunks';
import { SEARCH_HINTS, selectSearchHintIndex } from '../../features/shell/shellSlice';
import { VisuallyHidden } from '../components/ui/ui.styles';
import { Searching } from './Searching';

const Box = styled.form`
  position: relative;
  flex: 1;
  max-width: 32rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.wide}px) {
    position: static;
  }
  input {
    width: 100%;
    min-height: 40px;
    padding: 0 0.75rem;
    border-radius: ${({ theme }) => theme.radii.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font: inherit;
  }
`;

/*
 * Above the wide-screen threshold the panel hangs under the box; on phones the box leaves the
 * positioning to the sticky header, so the panel spans the screen under it.
 */
const Panel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  max-height: 75vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 10px 30px rgba(10, 15, 40, 0.2);
  padding: 0.75rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.wide}px) {
    top: 100%;
    border-radius: 0 0 ${({ theme }) => theme.radii.medium} ${({ theme }) => theme.radii.medium};
  }
  h2 {
    font-size: 0.9rem;
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: inherit;
    text-decoration: none;
  }
`;

const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

/**
 * The nav search (SPEC 2): hints, 5 results from 3 characters, 'Popular Categories' below. It is
 * a real form: before the page's scripts run, Enter asks the server's `/search?q=`.
 */
export function NavSearch() {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
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
      action="/search"
      method="get"
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
        name="q"
        maxLength={SEARCH_TEXT_MAX}
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
          onClick={(event) => (event.target as Element).closest('a') && close()}
        >
          <Suspense fallback={<Searching />}>
            <SearchSuggestions />
          </Suspense>
        </Panel>
      )}
    </Box>
  );
}
