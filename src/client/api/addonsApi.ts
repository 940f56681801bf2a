import { addons } from '../../shared/contract/routes/addons';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

export const addonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addonsGetAddonsByQueryObject: contractQuery(build, addons.getAddonsByQueryObject),
  }),
});

export const { useAddonsGetAddonsByQueryObjectQuery } = addonsApi;
