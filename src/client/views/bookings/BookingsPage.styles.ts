import styled from 'styled-components';
import { gridList, pageColumn } from '../components/ui/ui.styles';

export const Page = styled.section`
  ${pageColumn('56rem')}
  h2 {
    margin: 0.5rem 0 0;
    font-size: 1.125rem;
  }
`;

export const OrderList = styled.ul`
  ${gridList('0.75rem')}
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const OrderCard = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: 0.75rem;
  padding: 0.75rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  img,
  .placeholder {
    width: 72px;
    height: 72px;
    border-radius: ${({ theme }) => theme.radii.small};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: break-word;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export const Status = styled.span<{ $cancelled: boolean }>`
  display: inline-block;
  margin-top: 0.25rem;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: 0.875rem;
  font-weight: 600;
  color: #fff;
  background: ${({ theme, $cancelled }) => ($cancelled ? theme.colors.danger : theme.colors.primary)};
`;

export const Empty = styled.div`
  padding: 2rem 1rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
