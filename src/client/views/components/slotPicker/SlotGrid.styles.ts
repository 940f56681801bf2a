import styled from 'styled-components';

/*
 * The strip of days and the grid of slots: drawn by the slot lists and, unseen, by their
 * placeholders, which load with the product page (so this module stays small).
 */

/*
 * The dialog sizes itself to its content, and a strip of 30 days would widen it past a phone's
 * screen; inline-size containment keeps the strip out of that sum, so it takes the dialog's width
 * and scrolls sideways within it.
 */
export const Strip = styled.ul`
  contain: inline-size;
  width: 100%;
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  list-style: none;
  margin: 0 0 1rem;
  padding: 0.125rem 0.125rem 0.5rem;
  scroll-snap-type: x proximity;
  scroll-padding-inline: 0.125rem;
  li {
    flex: none;
  }
`;

export const DayButton = styled.button`
  display: grid;
  justify-items: center;
  min-width: 3.5rem;
  min-height: 44px;
  padding: 0.375rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  scroll-snap-align: start;
  strong {
    font-size: 1.125rem;
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

export const SlotGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const SlotButton = styled.button`
  width: 100%;
  min-height: 44px;
  padding: 0.375rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
  span {
    display: block;
    font-size: 0.75rem;
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  /* Its own 'disabled' (full, closed, past): not a fieldset waiting for its code. */
  &[disabled] {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;
