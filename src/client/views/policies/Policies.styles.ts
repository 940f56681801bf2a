import styled from 'styled-components';

export const Updated = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Body = styled.div`
  line-height: 1.6;
  p {
    margin: 0 0 0.75rem;
  }
`;

export const OtherPolicies = styled.nav`
  margin-top: 2rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    list-style: none;
    margin: 0.5rem 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
  }
  a {
    display: inline-block;
    min-height: 24px;
    padding: 0.25rem 0;
  }
`;
