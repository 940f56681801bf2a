import styled from 'styled-components';
import { cardFrame, SUCCESS_TEXT } from '../components/ui/ui.styles';

export const Columns = styled.div`
  display: grid;
  gap: 1rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: 1rem;
  min-width: 0;
`;

export const Card = styled.section`
  ${cardFrame}
  min-width: 0;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.0625rem;
  }
  p {
    margin: 0 0 0.5rem;
  }
`;

export const ProductRow = styled.div`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: 0.75rem;
  align-items: center;
  img {
    width: 5rem;
    height: 5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    overflow-wrap: break-word;
  }
`;

export const LineList = styled.ul`
  display: grid;
  gap: 0.5rem;
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
`;

export const Line = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

export const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  output {
    min-width: 1.75rem;
    text-align: center;
    font-weight: 600;
  }
`;

export const StepButton = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 1.25rem;
  cursor: pointer;
  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

export const Danger = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export const PromoForm = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  & > :first-child {
    flex: 1;
  }
  input {
    text-transform: uppercase;
  }
`;

export const Breakdown = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem 1rem;
  margin: 0;
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 0.5rem;
  }
`;

export const Saving = styled.p`
  color: ${SUCCESS_TEXT};
  font-weight: 600;
`;

export const Actions = styled.div`
  display: grid;
  gap: 0.5rem;
`;

export const SecondaryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
`;

export const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export const CouponImage = styled.img`
  width: 100%;
  max-width: 12rem;
  height: auto;
  display: block;
  margin: 0 auto 0.75rem;
`;
