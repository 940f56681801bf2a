import styled, { css } from 'styled-components';
import type { NavTheme } from '../../features/shell/shellSlice';

export const Header = styled.header<{ $theme: NavTheme }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.modal - 2};
  transition:
    background-color 0.4s,
    color 0.4s;
  ${({ theme, $theme }) =>
    $theme === 'dark'
      ? css`
          background: ${theme.colors.primary};
          color: #fff;
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.primary};
        `}
`;

/** 'Skip to content': above the page's top until a keyboard reaches it, the page's first stop. */
export const SkipLink = styled.a`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &:not(:focus) {
    transform: translateY(-200%);
  }
`;

export const Bar = styled.nav`
  max-width: 1200px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 1rem;
  min-height: 56px;
  a,
  button {
    color: inherit;
  }
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: inherit;
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
`;

export const NavButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  min-width: 44px;
  padding: 0 0.5rem;
  background: none;
  border: none;
  font: inherit;
  cursor: pointer;
  text-decoration: none;
  svg {
    flex: none;
  }
`;

export const AddressButton = styled(NavButton)`
  max-width: 14rem;
  color: ${({ theme }) => theme.colors.text};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 1.1rem;
  height: 1.1rem;
  padding: 0 0.25rem;
  border-radius: 999px;
  background: #ffcc00;
  color: #10163f;
  font-size: 0.7rem;
  font-weight: 700;
  display: grid;
  place-items: center;
`;

/** A count after a word ('Wishlist 3'): beside the word, never over it. */
export const InlineBadge = styled(Badge)`
  position: static;
`;

export const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: ${({ theme }) => theme.zIndex.modal};
  list-style: none;
  margin: 0;
  padding: 0.5rem;
  min-width: 12rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 10px 30px rgba(10, 15, 40, 0.2);
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 0.6rem 0.75rem;
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: none;
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const Main = styled.main`
  min-height: 60vh;
  outline: none;
`;
