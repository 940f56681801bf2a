import { contract, type CallResponse } from '../../shared/contract';
import { api } from './api';

const { health } = contract.health;

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<CallResponse<typeof health>, void>({
      query: () => ({ url: health.path, method: health.method }),
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
