import styled, { css } from 'styled-components';
import { cardFrame } from '../components/ui/ui.styles';

export const Page = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: 1rem;
  color: ${({ theme }) => theme.colors.text};
  h1 {
    font-size: 1.5rem;
    margin: 0.5rem 0 1rem;
  }
  h2 {
    font-size: 1.125rem;
    margin: 1rem 0 0.5rem;
  }
`;

export const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
`;

export const Card = styled.section`
  ${cardFrame}
  margin-bottom: 1rem;
`;

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 0.75rem;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.small};
  }
`;

export const Alert = styled.p<{ $tone?: 'error' | 'info' }>`
  margin: 0.75rem 0;
  font-weight: 600;
  color: ${({ theme, $tone = 'error' }) =>
    $tone === 'error' ? theme.colors.danger : theme.colors.text};
`;

export const Muted = styled.p`
  margin: 0.25rem 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const ReportList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

export const ReportItem = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: 0.75rem 1rem;
  overflow-wrap: anywhere;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

export const Pager = styled.nav`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  margin-top: 1rem;
`;

export const PlayerLayout = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    grid-template-columns: minmax(0, auto) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  input[type='range'] {
    flex: 1 1 12rem;
    min-height: 44px;
  }
`;

/** The frame keeps the customer's real width and is scaled down to fit beside the panels. */
export const FrameBox = styled.div<{ $width: number; $height: number; $scale: number }>`
  ${({ $width, $height, $scale }) => css`
    /* The border outside the frame's size, so a frame that fits leaves nothing to scroll. */
    box-sizing: content-box;
    width: ${Math.round($width * $scale)}px;
    height: ${Math.round($height * $scale)}px;
    max-width: calc(100% - 2px);
    overflow: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: #fff;
    iframe {
      display: block;
      width: ${$width}px;
      height: ${$height}px;
      border: 0;
      transform: scale(${$scale});
      transform-origin: 0 0;
    }
  `}
`;

export const Timeline = styled.ol`
  max-height: 16rem;
  overflow: auto;
  margin: 0;
  padding: 0 0 0 2.5rem;
  button {
    background: none;
    border: none;
    padding: 0.25rem;
    font: inherit;
    text-align: left;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  button[aria-current='step'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Code = styled.pre`
  max-height: 16rem;
  overflow: auto;
  margin: 0;
  padding: 0.75rem;
  background: #f6f8fc;
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: 0.8125rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const DiffList = styled.ul`
  max-height: 20rem;
  overflow: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ui-monospace, monospace;
  font-size: 0.8125rem;
  li {
    padding: 0.25rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  del {
    color: ${({ theme }) => theme.colors.danger};
  }
  ins {
    /* theme.colors.success is under 4.5:1 on the page's tinted background; this green is not. */
    color: #176f34;
    text-decoration: none;
  }
`;
