import { routes } from '../../shared/contract/routes';
import { api } from './api';
import { contractMutation, contractQuery } from './contractEndpoints';

const { reports } = routes;

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportsCreateError: contractMutation(build, reports.createError),
    reportsList: contractQuery(build, reports.list),
    reportsGet: contractQuery(build, reports.get),
  }),
});

export const { useReportsCreateErrorMutation, useReportsListQuery, useReportsGetQuery } =
  reportsApi;
