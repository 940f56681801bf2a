import { routes } from '../../shared/contract/routes';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

const { addons } = routes;

export const addonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addonsGetAddonsByQueryObject: contractQuery(build, addons.getAddonsByQueryObject),
  }),
});

export const { useAddonsGetAddonsByQueryObjectQuery } = addonsApi;
