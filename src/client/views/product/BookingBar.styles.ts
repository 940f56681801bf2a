import styled, { createGlobalStyle } from 'styled-components';

/** The bar's height on a phone, which the page leaves free below its content. */
export const PHONE_BAR_HEIGHT = '4.5rem';

/**
 * On a phone, what the page scrolls into view lands above the bar, not behind it, and the page
 * ends above the bar: the footer's room for the call and chat button (lifted above the bar) is
 * then above it too.
 */
export const RoomAboveBar = createGlobalStyle`
  @media (max-width: ${({ theme }) => theme.breakpoints.wide}px) {
    html {
      scroll-padding-bottom: calc(${PHONE_BAR_HEIGHT} + 0.5rem);
    }
    html body {
      padding-bottom: ${PHONE_BAR_HEIGHT};
    }
  }
`;

export const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  background: ${({ theme }) => theme.colors.surface};
  z-index: ${({ theme }) => theme.zIndex.modal - 2};
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  min-height: ${PHONE_BAR_HEIGHT};
  padding: 0.5rem 1rem calc(0.5rem + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 16px rgba(10, 15, 40, 0.12);
  > a,
  > button {
    flex: 1 1 auto;
    display: inline-grid;
    place-items: center;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    /* Below the sticky site header (56 px and its padding), never over it. */
    position: sticky;
    top: 5rem;
    z-index: 1;
    min-height: 0;
    padding: 0.75rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
`;

export const Total = styled.p`
  flex: 1 1 auto;
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: 0.4rem;
  align-items: baseline;
  strong {
    font-size: 1.2rem;
  }
  small {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
