import { health } from '../../shared/contract/routes/health';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    healthHealth: contractQuery(build, health.health),
  }),
});

export const { useHealthHealthQuery } = healthApi;
