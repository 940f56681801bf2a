import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: 0.75rem;
`;

export const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  label,
  legend {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  input,
  select {
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.small};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    width: 100%;
    box-sizing: border-box;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const PhoneRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  span {
    font-weight: 600;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

export const Choices = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  legend {
    padding: 0;
    margin-bottom: 0.25rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 44px;
    font-weight: 400;
  }
`;

export const Card = styled.div`
  width: min(100%, 30rem);
  margin: 1.5rem auto;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 4px 20px rgba(10, 15, 40, 0.08);
  box-sizing: border-box;
  h1 {
    margin-top: 0;
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
