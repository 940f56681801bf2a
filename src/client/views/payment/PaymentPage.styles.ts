import styled from 'styled-components';
import { cardFrame, pageColumn, SUCCESS_TEXT } from '../components/ui/ui.styles';

export const Page = styled.section`
  ${pageColumn('44rem')}
`;

export const Card = styled.section`
  ${cardFrame}
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

export { FactList as Facts } from '../components/ui/ui.styles';

export const Saving = styled.span`
  color: ${SUCCESS_TEXT};
  font-weight: 600;
  white-space: nowrap;
`;

export const CardNow = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Total = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

export const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** The amount the chosen way asks for now, large. */
export const AmountNow = styled.p`
  && {
    font-size: 1.75rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export { Breakdown } from '../checkout/CheckoutPage.styles';
