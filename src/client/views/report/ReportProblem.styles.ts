import styled from 'styled-components';

export const NoteField = styled.div`
  display: grid;
  gap: 0.375rem;
  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    min-height: 7rem;
    padding: 0.625rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.small};
    font: inherit;
    resize: vertical;
  }
  textarea:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Failure = styled.p`
  margin: 0.75rem 0 0;
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
