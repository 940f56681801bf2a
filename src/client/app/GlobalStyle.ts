import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  /* Focus and in-page scrolling keep what they bring into view above the floating controls. */
  html { scroll-padding-bottom: 5.5rem; }
  body {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  /* The cover video's preview floats bottom left on a wide screen: the page ends above it. */
  @media (min-width: 700px) {
    body:has([data-cover-preview]) footer { padding-bottom: calc(120px * 16 / 9 + 2rem); }
  }
`;
