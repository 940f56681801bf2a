import { contract } from '../../shared/contract';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

const { health } = contract;

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    healthHealth: contractQuery(build, health.health),
  }),
});

export const { useHealthHealthQuery } = healthApi;
