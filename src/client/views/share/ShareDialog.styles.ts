import styled from 'styled-components';

export const Targets = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.75rem;
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.375rem;
    padding: 0.5rem 0.25rem;
    border-radius: ${({ theme }) => theme.radii.small};
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const TargetIcon = styled.span<{ $colour: string }>`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  color: #fff;
  font-weight: 700;
`;

export const LinkRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
`;
