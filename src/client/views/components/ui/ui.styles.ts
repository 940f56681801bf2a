import styled, { css, keyframes } from 'styled-components';
import { panelIconButton } from './panelFrame.styles';

/** Button looks: the page's main action, a secondary one, and one that destroys something. */
export const Button = styled.button<{ $variant?: 'primary' | 'ghost' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 1.25rem;
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: #fff;
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.primary};
        `;
      case 'danger':
        return css`
          border-color: ${theme.colors.danger};
          background: ${theme.colors.danger};
          color: #fff;
        `;
    }
  }}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const TextButton = styled.button`
  background: none;
  border: none;
  padding: 0.25rem;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

/** The placeholder's shimmering fill, for a placeholder shaped like what it stands for. */
export const skeletonFill = css`
  background: linear-gradient(90deg, #e4eaf7 0, #f4f7fd 50%, #e4eaf7 100%) no-repeat #e4eaf7;
  background-size: 200px 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;

/**
 * A placeholder of the final size while a part loads. One that is named ('Loading reviews') is a
 * status, so the name is announced and allowed (a plain div may not carry a label).
 */
export const Skeleton = styled.div.attrs<{ $height?: string; $width?: string }>((props) => ({
  role: props['aria-label'] ? 'status' : undefined,
}))<{ $height?: string; $width?: string }>`
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radii.small};
  ${skeletonFill}
`;

/**
 * Green for text (savings, 'x% off', why a price is lower): the theme's success green measures
 * 4.19:1 on the page's tinted background, under the 4.5:1 small text needs; this one is 5.7:1 there.
 */
export const SUCCESS_TEXT = '#176f34';

export const Backdrop = styled.div<{ $z?: number }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $z }) => $z ?? theme.zIndex.modal};
  display: grid;
  place-items: center;
  background: rgba(10, 15, 40, 0.45);
  padding: 1rem;
`;

const rise = keyframes`
  from { transform: translateY(12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/** `$wide`: a dialog with a picture or video beside its words. */
export const DialogCard = styled.div<{ $wide?: boolean }>`
  width: min(100%, ${({ $wide }) => ($wide ? '40rem' : '26rem')});
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: 1.25rem;
  box-shadow: 0 12px 40px rgba(10, 15, 40, 0.25);
  animation: ${rise} 0.3s ease-out;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }
`;

/** A dialog's title with its close button at the right. */
export const DialogHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin: -0.5rem -0.5rem 0.75rem 0;
  h2 {
    margin: 0;
  }
`;

/** A 44 px round close button: big enough for a thumb, drawn as a cross. */
export const DialogClose = styled.button`
  ${panelIconButton}
  flex: none;
  width: 44px;
  height: 44px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1rem;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export const PageSection = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 1rem;
  h1,
  h2 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A page's centred column of cards under a primary-coloured title (order, payment, bookings). */
export const pageColumn = (maxWidth: string) => css`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: 1rem;
  display: grid;
  gap: 1rem;
  h1 {
    color: ${({ theme }) => theme.colors.primary};
    margin: 0.5rem 0 0;
    font-size: 1.5rem;
  }
`;

/** A bordered card on the page's background (a page column's sections). */
export const cardFrame = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: 1rem;
`;

/** A list without bullets or indent whose items stack in a grid. */
export const gridList = (gap: string) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${gap};
`;

/** Label and value pairs in two columns (order and payment details). */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
