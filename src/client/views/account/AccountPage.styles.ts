import styled from 'styled-components';

export const Cards = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: 1rem;
  min-width: 0;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
  }
`;

export const CardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  flex-wrap: wrap;
  h2 {
    margin: 0;
  }
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1rem;
  margin: 0.75rem 0 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  margin-top: 0.75rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export const Balances = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  li {
    display: grid;
    gap: 0.25rem;
    padding: 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
  }
`;

export const Amount = styled.strong`
  font-size: 1.4rem;
  color: ${({ theme }) => theme.colors.text};
`;

export const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.5rem;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.small};
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
