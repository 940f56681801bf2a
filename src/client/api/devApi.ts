import { routes } from '../../shared/contract/routes';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

const { dev } = routes;

export const devApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Outside production only: the SMS outbox, for local runs and browser tests.
    devOutbox: contractQuery(build, dev.outbox),
  }),
});

export const { useDevOutboxQuery } = devApi;
