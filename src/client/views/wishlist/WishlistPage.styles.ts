import { Link } from 'react-router';
import styled from 'styled-components';

export const Cards = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Card = styled.article`
  display: grid;
  gap: 0.4rem;
  height: 100%;
  box-sizing: border-box;
  padding: 0.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

export const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
`;

export const Empty = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
