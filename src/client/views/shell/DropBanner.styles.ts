import styled from 'styled-components';

/** The clip's 6/1 frame, never shorter than its words and button need on a phone. */
export const Banner = styled.section`
  position: relative;
  /* A set width, so the floor on the height never widens the frame past the screen. */
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  aspect-ratio: 6 / 1;
  min-height: 4.5rem;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The words over the clip, on a shade that keeps them readable over any frame. */
export const Words = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.5rem 1rem;
  background: linear-gradient(90deg, rgba(16, 22, 63, 0.72), rgba(16, 22, 63, 0.15));
  p {
    margin: 0;
    font-weight: 700;
    font-size: clamp(0.95rem, 2.4vw, 1.5rem);
    text-shadow: 0 1px 2px rgba(0, 0, 0, 0.4);
  }
`;

export const Action = styled.button`
  flex: none;
  min-height: 44px;
  padding: 0 1rem;
  display: inline-flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radii.small};
  border: none;
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
`;
