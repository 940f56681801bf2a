import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: 0.75rem;
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
  & > p + form {
    margin-top: 0.75rem;
  }
`;
