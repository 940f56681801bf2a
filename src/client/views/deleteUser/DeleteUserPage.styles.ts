import styled from 'styled-components';

export const Top = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  padding: 0.75rem 1rem;
  a {
    color: #fff;
    font-weight: 700;
    font-size: 1.25rem;
    text-decoration: none;
  }
`;

export const Page = styled.main`
  min-height: 70vh;
  padding: 0 1rem 2rem;
`;

export const Support = styled.section`
  margin-top: 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  li {
    line-height: 2;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Done = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;
