import { contract } from '../../shared/contract';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

const { addons } = contract;

export const addonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addonsGetAddonsByQueryObject: contractQuery(build, addons.getAddonsByQueryObject),
  }),
});

export const { useAddonsGetAddonsByQueryObjectQuery } = addonsApi;
