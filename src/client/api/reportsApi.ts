import { reports } from '../../shared/contract/routes/reports';
import { api } from './api';
import { contractMutation, contractQuery } from './contractEndpoints';

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportsCreateError: contractMutation(build, reports.createError),
    reportsList: contractQuery(build, reports.list),
    reportsGet: contractQuery(build, reports.get),
    reportsCustomerOrders: contractQuery(build, reports.customerOrders),
  }),
});

export const {
  useReportsCreateErrorMutation,
  useReportsListQuery,
  useReportsGetQuery,
  useReportsCustomerOrdersQuery,
} = reportsApi;
