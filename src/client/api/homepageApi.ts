import { routes } from '../../shared/contract/routes';
import { api } from './api';
import { contractMutation, contractQuery } from './contractEndpoints';

const { homepage } = routes;

export const homepageApi = api.injectEndpoints({
  endpoints: (build) => ({
    homepageBaseData: contractQuery(build, homepage.baseData),
    homepageGetBanners: contractQuery(build, homepage.getBanners),
    homepageAddToRecentlyViewed: contractMutation(build, homepage.addToRecentlyViewed),
    homepagePreload: contractQuery(build, homepage.preload),
  }),
});

export const {
  useHomepageBaseDataQuery,
  useHomepageGetBannersQuery,
  useHomepageAddToRecentlyViewedMutation,
  useHomepagePreloadQuery,
} = homepageApi;
