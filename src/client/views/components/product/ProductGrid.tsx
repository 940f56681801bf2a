import { Fragment } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Banner, Product } from '../../../../shared/contract';
import {
  BANNER_RATIO_MOBILE,
  BANNER_RATIO_WIDE,
  interleaveListing,
} from '../../../../shared/domain';
import { useHomepageGetBannersQuery } from '../../../api/homepageApi';
import { AppPromo } from '../contact/AppPromo';
import { Skeleton } from '../ui/ui.styles';
import { useIsWide } from '../ui/useIsWide';
import { Card, ProductCard, type ImagePriority } from './ProductCard';
import { FIRST_OFFSCREEN_CARD } from './offscreenCards';

/**
 * Cards whose images load at once: the first row of a laptop (four cards), which is also the
 * first two rows of a phone; the rest load as they scroll near.
 */
export const EAGER_CARDS = 4;

/** SPEC 9: 18 placeholders while a list loads. */
export const LISTING_SKELETONS = 18;

const priorityOf = (position: number): ImagePriority =>
  position === 0 ? 'first' : position < EAGER_CARDS ? 'eager' : 'lazy';

// SPEC 9: cards take 22% of the row on wide screens, 47% on phones. On a phone, the cards below the
// first screen are laid out and painted only as they come near (`content-visibility: auto`),
// keeping a card's height meanwhile, so the page's first layout (on a phone its longest task of
// the load) takes the first screen's cards only. Wide screens show more at once and keep them all.
export const Grid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 4%;
  & > ${Card} {
    width: 47%;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.wide}px) {
    & > ${Card}:nth-of-type(n + ${FIRST_OFFSCREEN_CARD}) {
      content-visibility: auto;
      /* A phone's card: its square picture (47% of the grid) and its text, as a phone draws it. */
      contain-intrinsic-size: auto calc(46vw + 114px);
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    & > ${Card} {
      width: 22%;
    }
  }
`;

const Wide = styled.div`
  width: 100%;
`;

const BannerImage = styled.img<{ $ratio: number }>`
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.medium};
  display: block;
`;

function ListingBanner({ banner, ratio }: { banner: Banner; ratio: number }) {
  const image = (
    <BannerImage
      src={banner.bannerImgUrl}
      alt={banner.name}
      loading="lazy"
      width={1200}
      height={Math.round(1200 / ratio)}
      $ratio={ratio}
    />
  );
  return banner.redirectUrl?.startsWith('/') ? <Link to={banner.redirectUrl}>{image}</Link> : image;
}

export function CardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="card-skeleton">
      <Skeleton $height="auto" style={{ aspectRatio: '1 / 1' }} />
      <Skeleton $width="80%" />
      <Skeleton $width="50%" />
    </Card>
  );
}

/**
 * Cards with the listing banners interleaved (SPEC 2: every 8th wide, every 16th the other
 * type, every 4th on phones an app promo) and `skeletons` placeholders after them while loading.
 */
export function ProductGrid({
  products,
  skeletons = 0,
  label,
}: {
  products: readonly Product[];
  skeletons?: number;
  label: string;
}) {
  const wide = useIsWide();
  const banners = useHomepageGetBannersQuery(
    {
      body: {
        queryObject: { placeType: 'listing', device: wide ? 'desktop' : 'mobile' },
        limit: 10,
      },
    },
    { skip: !wide },
  ).data?.banners;
  const wideBanners = useHomepageGetBannersQuery(
    { body: { queryObject: { placeType: 'listingWide', device: 'desktop' }, limit: 10 } },
    { skip: !wide },
  ).data?.banners;
  const slots = interleaveListing(products, { wide });
  const positions = new Map(products.map((product, index) => [product._id, index]));
  return (
    // A group, not a second region of the page's own name (the page's section holds it).
    <Grid role="group" aria-label={label} aria-busy={skeletons > 0}>
      {slots.map((slot) => {
        switch (slot.kind) {
          case 'item':
            return (
              <Fragment key={slot.item._id}>
                <ProductCard
                  product={slot.item}
                  imagePriority={priorityOf(positions.get(slot.item._id) ?? EAGER_CARDS)}
                />
              </Fragment>
            );
          case 'banner': {
            const list = slot.variant === 'A' ? banners : wideBanners;
            const banner = list && list.length > 0 ? list[slot.index % list.length] : undefined;
            return banner ? (
              <Wide key={`banner-${slot.variant}-${slot.index}`}>
                <ListingBanner
                  banner={banner}
                  ratio={slot.variant === 'A' ? BANNER_RATIO_WIDE : BANNER_RATIO_MOBILE}
                />
              </Wide>
            ) : null;
          }
          case 'appPromo':
            return (
              <Wide key={`promo-${slot.index}`}>
                <AppPromo />
              </Wide>
            );
          default: {
            const unknown: never = slot;
            return unknown;
          }
        }
      })}
      {Array.from({ length: skeletons }, (_, index) => (
        <CardSkeleton key={`skeleton-${index}`} />
      ))}
    </Grid>
  );
}
