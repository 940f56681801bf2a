import { routes } from '../../shared/contract/routes';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

const { health } = routes;

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    healthHealth: contractQuery(build, health.health),
  }),
});

export const { useHealthHealthQuery } = healthApi;
