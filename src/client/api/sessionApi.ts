import { session } from '../../shared/contract/routes/session';
import { api } from './api';
import { contractMutation, contractQuery } from './contractEndpoints';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Starting a session is done once per page load by the boot listener, never cached.
    sessionStart: contractMutation(build, session.start),
    sessionIpInfo: contractQuery(build, session.ipInfo),
  }),
});

export const { useSessionStartMutation, useSessionIpInfoQuery } = sessionApi;
