import styled from 'styled-components';

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const Reference = styled.p`
  margin: 0.5rem 0;
  font-size: 0.9375rem;
  strong {
    display: block;
    margin-top: 0.25rem;
    font-size: 1.5rem;
    letter-spacing: 0.12em;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
