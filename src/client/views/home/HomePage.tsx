import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { appConfig } from '../../../../config/app.config';
import { useHomepageGetBannersQuery } from '../../api/homepageApi';
import { useAppSelector } from '../../app/hooks';
import {
  HOME_BANNERS_ARG,
  selectHomeBanners,
  selectHomeGreeting,
  serviceCities,
} from '../../features/listing/homeSelectors';
import { selectFeedbackDockOrder } from '../../features/session/sessionSlice';
import { FloatingContact } from '../components/contact/FloatingContact';
import { HomeHead } from '../components/head/HomeHead';
import { Dialog } from '../components/ui/Dialog';
import { Button, TextButton } from '../components/ui/ui.styles';
import { useNow } from '../components/ui/useNow';
import { WALLET_INFO, WALLET_KINDS, type WalletKind } from '../account/walletInfo';
import { HomeSkeleton, RailsSkeleton } from './HomeSkeleton';
import { HeroOffer } from './HeroOffer';
import { Dock, Hero, Lead, Round, Row, Strip, Tiles, Title } from './HomePage.styles';
import { RateOrderButton } from '../components/feedback/RateOrderButton';
import { lazyOnSight } from '../components/ui/lazyOnSight';
import { Picture } from '../components/ui/Picture';
import { useHomepageDataForHub } from '../../features/listing/catalogueQueries';

/** The rendered widths of the home page's pictures, so the browser picks a WebP copy to fit. */
const SIZES = {
  tile: '(min-width: 769px) 20vw, 47vw',
  round: '(min-width: 769px) 10vw, 30vw',
} as const;

/**
 * Below the first screen: rails, offer banners, how it works, the app. Drawn on the server too,
 * and brought to life as it scrolls into view: hydrating its fifty cards at once would hold a
 * phone's main thread for a third of a second while the first screen waits for taps.
 */
const rails = lazyOnSight('home-rails', () => import('./rails/HomeRails'));

/** Top categories shown without scrolling (a phone's strip shows two and a half): loaded at once. */
const EAGER_TILES = 4;

function FeedbackDock() {
  const now = useNow();
  const order = useAppSelector((state) => selectFeedbackDockOrder(state, now));
  if (!order) return null;
  return (
    <Dock aria-label="Your last order">
      <span>How was the decoration of {order.product.name}?</span>
      <RateOrderButton orderId={order._id}>Rate it</RateOrderButton>
    </Dock>
  );
}

export default function HomePage() {
  const greeting = useAppSelector(selectHomeGreeting);
  const [walletInfo, setWalletInfo] = useState<WalletKind | null>(null);
  const { data, isLoading } = useHomepageDataForHub();
  // Subscribes to the banners; which of them show is the selector's decision.
  useHomepageGetBannersQuery(HOME_BANNERS_ARG);
  const banners = useAppSelector(selectHomeBanners);
  const homeRails = data?.result?.rails;
  // The same element from render to render, so the server's rails wait unchanged for their turn.
  // eslint-disable-next-line no-restricted-syntax -- keeps a React element's identity (hydration), derives no state
  const railsPart = useMemo(
    () => (
      <rails.Place>
        <Suspense fallback={<RailsSkeleton rails={(homeRails?.length ?? 0) + 1} />}>
          <rails.Lazy rails={homeRails ?? []} banners={banners} />
        </Suspense>
      </rails.Place>
    ),
    [homeRails, banners],
  );
  useEffect(() => rails.release, []);
  if (isLoading)
    return (
      <>
        <HomeHead />
        <HomeSkeleton />
      </>
    );
  const result = data?.result;
  const cities = serviceCities(result?.serviceableCities);
  return (
    <>
      <HomeHead />
      <Hero aria-labelledby="home-title">
        <Strip>{greeting}</Strip>
        <Title id="home-title">{appConfig.shortName}: decoration for every celebration</Title>
        <Lead>{appConfig.description}</Lead>
        {result?.heroOffer && <HeroOffer offer={result.heroOffer} />}

        {result && result.homePageTopCategories.length > 0 && (
          <section aria-labelledby="top-categories">
            <h2 id="top-categories">Top categories</h2>
            <Tiles $strip>
              {result.homePageTopCategories.map((category, index) => (
                <li key={category._id}>
                  <Link to={category.redirectingUrl}>
                    <Picture
                      src={category.bannerImgUrl}
                      sizes={SIZES.tile}
                      alt=""
                      priority={index < EAGER_TILES ? 'eager' : 'lazy'}
                      width={240}
                      height={180}
                    />
                    {category.name}
                  </Link>
                </li>
              ))}
            </Tiles>
          </section>
        )}

        {railsPart}

        {result && result.decorCategoriesList.length > 0 && (
          <section aria-labelledby="occasions">
            <h2 id="occasions">Occasions</h2>
            <Tiles $min="7rem">
              {result.decorCategoriesList.map((category) => (
                <li key={category.code}>
                  <Link to={`/decors/list/${encodeURIComponent(category.name.toLowerCase())}`}>
                    {category.image && (
                      <Round
                        src={category.image}
                        sizes={SIZES.round}
                        alt=""
                        width={120}
                        height={120}
                      />
                    )}
                    {category.name}
                  </Link>
                </li>
              ))}
            </Tiles>
          </section>
        )}

        {cities.length > 0 && (
          <section aria-labelledby="cities">
            <h2 id="cities">We serve in</h2>
            <Tiles $min="6rem">
              {cities.map(([slug, city]) => (
                <li key={slug}>
                  <Link to={`/kw/decoration-in-${slug}`}>
                    <Round src={city.imageUrl} sizes={SIZES.round} alt="" width={96} height={96} />
                    {city.label}
                  </Link>
                </li>
              ))}
            </Tiles>
          </section>
        )}

        <section aria-labelledby="wallet">
          <h2 id="wallet">Your wallet</h2>
          <Row>
            {WALLET_KINDS.map((kind) => (
              <TextButton key={kind} type="button" onClick={() => setWalletInfo(kind)}>
                What is {kind}?
              </TextButton>
            ))}
          </Row>
        </section>
      </Hero>
      {walletInfo && (
        <Dialog title={walletInfo} onClose={() => setWalletInfo(null)}>
          <p>{WALLET_INFO[walletInfo]}</p>
          <Button type="button" onClick={() => setWalletInfo(null)}>
            Got it
          </Button>
        </Dialog>
      )}
      <FeedbackDock />
      <FloatingContact />
    </>
  );
}
