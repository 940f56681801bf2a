import styled from 'styled-components';

export const AddressList = styled.ul`
  display: grid;
  gap: 0.5rem;
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  max-height: 50vh;
  overflow-y: auto;
`;

export const AddressButton = styled.button`
  display: grid;
  gap: 0.125rem;
  width: 100%;
  padding: 0.75rem;
  text-align: left;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  strong {
    text-transform: capitalize;
  }
  &[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

export const Warning = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
