// What the home page shows besides the server's answer as it came: the greeting, the offer
// banners once each, the cities served.
import { createSelector } from '@reduxjs/toolkit';
import type { ServiceableCities, ServiceableCity } from '../../../shared/contract';
import { uniqueBanners } from '../../../shared/domain/bannerWords';
import { homepageApi } from '../../api/homepageApi';
import type { RootState } from '../../app/appTypes';
import { selectUser } from '../auth/authSlice';

/** The home page's offer banners call: the home placement, for any device. */
export const HOME_BANNERS_ARG = { body: { queryObject: { placeType: 'home' }, limit: 10 } };

const selectHomeBannersAnswer = homepageApi.endpoints.homepageGetBanners.select(HOME_BANNERS_ARG);

/** The home page's banners, each once (uniqueBanners); none until they arrive. */
export const selectHomeBanners = createSelector(
  [(state: RootState) => selectHomeBannersAnswer(state).data?.banners],
  (banners) => uniqueBanners(banners ?? []),
);

/** The strip above the title: a welcome for a signed-in customer, else why to sign in. */
export const selectHomeGreeting = createSelector([selectUser], (user): string =>
  user
    ? `Welcome back${user.name ? `, ${user.name}` : ''}! Your offers apply automatically.`
    : 'Login to unlock offer prices on every decoration.',
);

/** The cities the home page lists as served, by their slug, in the server's order. */
export const serviceCities = createSelector(
  [(cities: ServiceableCities | undefined) => cities],
  (cities): [string, ServiceableCity][] => Object.entries(cities ?? {}),
);
