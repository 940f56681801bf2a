import styled from 'styled-components';
import { FactList, cardFrame, pageColumn } from '../components/ui/ui.styles';

export const Page = styled.article`
  ${pageColumn('56rem')}
  h1 {
    overflow-wrap: anywhere;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    grid-template-columns: 1fr 1fr;
    > header,
    > nav {
      grid-column: 1 / -1;
    }
  }
`;

export const Header = styled.header`
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: 0.75rem;
  align-items: center;
  img,
  .placeholder {
    width: 88px;
    height: 88px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Badge = styled.span<{ $tone: 'primary' | 'danger' | 'success' }>`
  display: inline-block;
  margin: 0.25rem 0.5rem 0 0;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: 0.875rem;
  font-weight: 600;
  color: #fff;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
`;

export const Card = styled.section`
  ${cardFrame}
  display: grid;
  gap: 0.5rem;
  align-content: start;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p,
  ul,
  ol {
    margin: 0;
  }
  ul,
  ol {
    padding-left: 1.25rem;
  }
`;

export const Facts = styled(FactList)`
  .total {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 0.25rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    padding: 0.5rem;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 400;
`;

export const StarsFieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    padding: 0;
  }
`;

export const StarsRow = styled.div`
  display: flex;
  flex-direction: row-reverse;
  justify-content: flex-end;
  gap: 0.25rem;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label {
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    font-size: 2rem;
    line-height: 1;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
    padding: 0.25rem;
    border-radius: ${({ theme }) => theme.radii.small};
  }
  /* The row is reversed, so a checked star and every star before it (its later siblings) light up. */
  input:checked ~ label,
  label:hover,
  label:hover ~ label {
    color: #b26a00;
  }
  input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
