import styled, { css, keyframes } from 'styled-components';

export { IconButton, PanelBackdrop, Sheet, SheetHeader } from './LocationPanelFrame.styles';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SheetBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 1rem;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

export const SearchBox = styled.div`
  position: relative;
  input {
    width: 100%;
    height: 48px;
    padding: 0 3rem 0 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
  }
  input:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  button {
    position: absolute;
    right: 4px;
    top: 4px;
  }
`;

export const Hint = styled.p`
  margin: 0.375rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const SectionTitle = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.muted};
`;

export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const RowButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.125rem;
  width: 100%;
  padding: 0.625rem 0.25rem;
  border: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  font: inherit;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  strong {
    font-weight: 700;
  }
  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const SkeletonRow = styled.li`
  display: grid;
  gap: 0.375rem;
  padding: 0.625rem 0.25rem;
`;

export const Spinner = styled.span`
  display: inline-block;
  width: 1rem;
  height: 1rem;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export const LocateButton = styled.button<{ $chip?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border: none;
  background: transparent;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${({ $chip, theme }) =>
    $chip &&
    css`
      position: absolute;
      left: 0.75rem;
      top: 0.75rem;
      z-index: 1;
      min-height: 36px;
      border-radius: 999px;
      border: 1px solid ${theme.colors.border};
      background: ${theme.colors.surface};
      box-shadow: 0 2px 8px rgba(10, 15, 40, 0.2);
    `}
`;

export const CityRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4%;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    width: 16%;
  }
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.375rem;
    width: 100%;
    padding: 0;
    border: none;
    background: transparent;
    font: inherit;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const MapArea = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

export const BottomCard = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 1;
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.medium} ${({ theme }) => theme.radii.medium} 0 0;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -4px 16px rgba(10, 15, 40, 0.18);
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const CardHeadline = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
`;
