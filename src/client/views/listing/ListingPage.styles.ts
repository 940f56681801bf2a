import styled from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  select {
    min-height: 40px;
    font: inherit;
    border-radius: ${({ theme }) => theme.radii.small};
    padding: 0 0.5rem;
  }
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    min-height: 36px;
    padding: 0 0.9rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

export const More = styled.div`
  display: grid;
  place-items: center;
  padding: 1.5rem 0;
`;

export const SubHeading = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-top: 0;
`;
