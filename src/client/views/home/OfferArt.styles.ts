import { Link } from 'react-router';
import styled from 'styled-components';

/** Banner art with its words over it: the art is decoration, the words are the link's name. */
export const ArtLink = styled(Link)`
  position: relative;
  display: grid;
  align-content: end;
  gap: 0.2rem;
  min-height: 9rem;
  padding: 1rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: #10163f;
  color: #fff;
  text-decoration: none;
  isolation: isolate;
  img {
    position: absolute;
    inset: 0;
    z-index: -2;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(90deg, rgba(10, 14, 40, 0.85), rgba(10, 14, 40, 0.2));
  }
  strong {
    font-size: 1.25rem;
  }
`;

export const Cta = styled.span`
  justify-self: start;
  margin-top: 0.35rem;
  padding: 0.35rem 0.9rem;
  border-radius: 999px;
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

/** The hero: the current offer over drawn balloons and confetti, taller and louder. */
export const HeroArt = styled(ArtLink)`
  min-height: 11rem;
  background:
    radial-gradient(circle at 88% 30%, #ff8fb1 0 9%, transparent 9.5%),
    radial-gradient(circle at 78% 55%, #ffd36e 0 7%, transparent 7.5%),
    radial-gradient(circle at 94% 70%, #7fd4ff 0 6%, transparent 6.5%),
    linear-gradient(120deg, #10163f, #2136d4 60%, #7b3fe4);
  margin: 1rem 0 1.5rem;
  font-size: 1.05rem;
  strong {
    font-size: clamp(1.3rem, 4vw, 2rem);
  }
`;

export const Code = styled.code`
  padding: 0.1rem 0.45rem;
  border: 1px dashed #fff;
  border-radius: ${({ theme }) => theme.radii.small};
  font-weight: 700;
  letter-spacing: 0.05em;
`;
