import styled from 'styled-components';

export const Hero = styled.section`
  max-width: 1120px;
  margin: 0 auto;
  padding: 48px 16px;
`;

export const Title = styled.h1`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: clamp(1.6rem, 4vw, 2.6rem);
`;

export const Lead = styled.p`
  margin: 0;
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.1rem;
`;
