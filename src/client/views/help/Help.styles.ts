import styled from 'styled-components';

/** A readable column for help and FAQ text at every width. */
export const Article = styled.section`
  max-width: 52rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 2rem;
  h1,
  h2 {
    color: ${({ theme }) => theme.colors.primary};
  }
  h1 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.5rem, 4vw, 2.2rem);
  }
  h2 {
    margin: 2rem 0 0.75rem;
    font-size: 1.25rem;
  }
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.05rem;
`;

export const ContactList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

export const ContactCard = styled.a`
  display: grid;
  gap: 0.25rem;
  min-height: 44px;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.05rem;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Questions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  details {
    border-radius: ${({ theme }) => theme.radii.medium};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  summary {
    min-height: 44px;
    padding: 0.75rem 1rem;
    font-weight: 600;
    cursor: pointer;
  }
  details p {
    margin: 0;
    padding: 0 1rem 1rem;
    line-height: 1.5;
  }
`;

export const Note = styled.p`
  margin: 0.75rem 0 0;
`;

export const Lines = styled.div`
  display: grid;
  gap: 0.5rem;
`;
