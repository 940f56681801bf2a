import type { CallBody, RouteCall } from '../../shared/contract';
import { address } from '../../shared/contract/routes/address';
import { api } from './api';
import { contractMutation, contractQuery } from './contractEndpoints';

/** The saved-address list the panels show: the caller's addresses that are not deleted. */
export const ADDRESS_LIST_ARG: { body: CallBody<RouteCall<typeof address.getAddressBq>> } = {
  body: { queryObj: { deleted: false } },
};

const LIST = { type: 'Addresses', id: 'LIST' } as const;

export const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    addressSaveAddress: contractMutation(build, address.saveAddress, { invalidatesTags: [LIST] }),
    addressGetAddressBq: contractQuery(build, address.getAddressBq, {
      providesTags: (result) => [
        LIST,
        ...(result?.addresses ?? []).map(({ _id }) => ({ type: 'Addresses' as const, id: _id })),
      ],
    }),
    addressUpdateAddressBq: contractMutation(build, address.updateAddressBq, {
      invalidatesTags: (_result, _error, arg) => [
        LIST,
        { type: 'Addresses', id: arg.body.queryObj._id },
      ],
    }),
    addressEditAddress: contractMutation(build, address.editAddress, {
      invalidatesTags: (_result, _error, arg) => [
        LIST,
        { type: 'Addresses', id: arg.body.addressId },
      ],
    }),
    addressDeleteAddress: contractMutation(build, address.deleteAddress, {
      invalidatesTags: (_result, _error, arg) => [LIST, { type: 'Addresses', id: arg.params.id }],
    }),
    addressGetAddressById: contractQuery(build, address.getAddressById, {
      providesTags: (_result, _error, arg) => [{ type: 'Addresses', id: arg.params.id }],
    }),
  }),
});

export const {
  useAddressSaveAddressMutation,
  useAddressGetAddressBqQuery,
  useAddressUpdateAddressBqMutation,
  useAddressEditAddressMutation,
  useAddressDeleteAddressMutation,
  useAddressGetAddressByIdQuery,
} = addressApi;
