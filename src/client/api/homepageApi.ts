import { homepage } from '../../shared/contract/routes/homepage';
import { api } from './api';
import { contractMutation, contractQuery } from './contractEndpoints';

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
