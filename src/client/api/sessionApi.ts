import { routes } from '../../shared/contract/routes';
import { api } from './api';
import { contractMutation, contractQuery } from './contractEndpoints';

const { session } = routes;

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Starting a session is done once per page load by the boot listener, never cached.
    sessionStart: contractMutation(build, session.start),
    sessionIpInfo: contractQuery(build, session.ipInfo),
  }),
});

export const { useSessionStartMutation, useSessionIpInfoQuery } = sessionApi;
