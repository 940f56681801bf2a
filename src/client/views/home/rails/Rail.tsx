import { Link } from 'react-router';
import styled from 'styled-components';
import type { Product } from '../../../../shared/contract';
import { Card, ProductCard } from '../../components/product/ProductCard';

/**
 * Below the first screen, so the browser lays out and paints a rail only as it comes near (the
 * home page's first layout was mostly its rails' fifty cards). Until then it keeps the rail's
 * height, measured at these widths: the page's length and the scrollbar stay what they will be.
 */
const Section = styled.section`
  margin: 0 0 1.5rem;
  content-visibility: auto;
  contain-intrinsic-size: auto calc(42vw + 161px);
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    contain-intrinsic-size: auto 23rem;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
  h2 {
    margin: 0 0 0.5rem;
  }
  a {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** One row that scrolls sideways, a card at a time; a phone shows two and a half cards. */
const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.25rem 0.25rem 0.75rem;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 42%;
  gap: 0.75rem;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 0.25rem;
  overscroll-behavior-x: contain;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  & > li {
    scroll-snap-align: start;
    display: grid;
  }
  ${Card} {
    height: 100%;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    grid-auto-columns: 18%;
  }
`;

export interface RailProps {
  id: string;
  title: string;
  seeAllUrl: string;
  products: readonly Product[];
}

/**
 * A titled row of product cards with its 'See all' link. The row itself takes focus, so arrow
 * keys scroll it; each card's name and heart are reached by Tab as anywhere else.
 */
export function Rail({ id, title, seeAllUrl, products }: RailProps) {
  const headingId = `rail-${id}`;
  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        <Link to={seeAllUrl} aria-label={`See all: ${title}`}>
          See all
        </Link>
      </Head>
      <Row tabIndex={0} aria-label={title}>
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </Row>
    </Section>
  );
}
