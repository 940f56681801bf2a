import styled from 'styled-components';

/*
 * Title and buttons stay put while the days and slots scroll, so on a short screen the picker
 * still fits the viewport: less the backdrop's and the dialog's padding, the title and the actions.
 */
export const Body = styled.div`
  max-height: calc(100vh - 11rem);
  max-height: calc(100dvh - 11rem);
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const Note = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;
