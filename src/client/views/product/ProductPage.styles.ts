import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const MainImage = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.border};
  display: block;
`;

export const Thumbs = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: 0.5rem;
  button {
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.small};
    background: none;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    display: block;
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: 1rem;
  align-content: start;
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    padding: 0.75rem;
    margin: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
  legend {
    font-weight: 700;
  }
  textarea,
  input[type='date'] {
    font: inherit;
    width: 100%;
    padding: 0.5rem;
  }
`;

export const TagList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  li {
    padding: 0.15rem 0.6rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    font-size: 0.8rem;
  }
`;

export const Options = styled.div`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  label {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
`;
