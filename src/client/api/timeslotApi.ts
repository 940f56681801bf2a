import { timeslot } from '../../shared/contract/routes/timeslot';
import { api } from './api';
import { contractQuery } from './contractEndpoints';

// Without a date and hub these answer for the caller's cart, so a cart change makes them stale.
const CART = [{ type: 'Cart', id: 'CURRENT' }] as const;

export const timeslotApi = api.injectEndpoints({
  endpoints: (build) => ({
    timeslotGetByDate: contractQuery(build, timeslot.getByDate),
    timeslotGetTimeSlotData: contractQuery(build, timeslot.getTimeSlotData, { providesTags: CART }),
    timeslotCheckSlotAvailability: contractQuery(build, timeslot.checkSlotAvailability, {
      providesTags: CART,
    }),
  }),
});

export const {
  useTimeslotGetByDateQuery,
  useTimeslotGetTimeSlotDataQuery,
  useTimeslotCheckSlotAvailabilityQuery,
} = timeslotApi;
