import { dev } from '../../shared/contract/routes/dev';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

export const devApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Outside production only: the SMS outbox, for local runs and browser tests.
    devOutbox: contractQuery(build, dev.outbox),
  }),
});

export const { useDevOutboxQuery } = devApi;
