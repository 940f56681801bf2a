import styled from 'styled-components';

/** A customer's orders: one row each, scrolled sideways on a narrow screen. */
export const OrderTableBox = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0.25rem 0;
  }
  th,
  td {
    padding: 0.5rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* The amount, before the column of links. */
  td:nth-last-child(2),
  th:nth-last-child(2) {
    text-align: right;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

export const OrderFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0.5rem 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
