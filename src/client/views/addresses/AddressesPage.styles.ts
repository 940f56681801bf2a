import styled from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h1 {
    margin: 0.5rem 0;
  }
`;

export const AddressList = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const AddressCard = styled.article`
  display: grid;
  gap: 0.35rem;
  height: 100%;
  box-sizing: border-box;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  h2 {
    margin: 0;
    font-size: 1.05rem;
    text-transform: capitalize;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export const CardActions = styled.div`
  display: flex;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;
