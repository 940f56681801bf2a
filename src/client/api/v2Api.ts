// One path, several operations: each operation is its own endpoint, so each has its own cache.
import { v2 } from '../../shared/contract/routes/v2';
import { api } from './api';
import { contractMutation, contractQuery } from './contractEndpoints';

export const v2Api = api.injectEndpoints({
  endpoints: (build) => ({
    v2GetServiceAreaInfo: contractQuery(build, v2.getServiceAreaInfo),
    v2GetServiceableCities: contractQuery(build, v2.getServiceableCities),
    v2GetProductDetails: contractQuery(build, v2.getProductDetails),
    v2GetProductFeedback: contractQuery(build, v2.getProductFeedback),
    v2GetOSPVideoData: contractQuery(build, v2.getOSPVideoData),
    v2HandleVideoClicks: contractMutation(build, v2.handleVideoClicks),
  }),
});

export const {
  useV2GetServiceAreaInfoQuery,
  useV2GetServiceableCitiesQuery,
  useV2GetProductDetailsQuery,
  useV2GetProductFeedbackQuery,
  useV2GetOSPVideoDataQuery,
  useV2HandleVideoClicksMutation,
} = v2Api;
