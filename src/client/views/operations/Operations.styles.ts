import styled from 'styled-components';
import { gridList } from '../components/ui/ui.styles';

export const SlotSection = styled.section<{ $closed: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  opacity: ${({ $closed }) => ($closed ? 0.75 : 1)};
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
`;

export const OrderList = styled.ul`
  ${gridList('0.75rem')}
`;

export const OrderItem = styled.li`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 0.75rem;
  overflow-wrap: anywhere;
  h4 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  details {
    display: inline-block;
    margin: 0.25rem 0.5rem 0.25rem 0;
    vertical-align: top;
  }
  summary {
    cursor: pointer;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-top: 0.5rem;
`;

export const Select = styled.select`
  min-height: 44px;
  padding: 0 0.5rem;
  font: inherit;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.375rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  pre {
    margin: 0;
    white-space: pre-wrap;
    font-size: 0.75rem;
  }
`;
