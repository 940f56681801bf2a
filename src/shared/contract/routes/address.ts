// The address calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const address: Routes['address'] = {
  saveAddress: { method: 'POST', path: '/api/users/address/save-address', auth: 'bearer' },
  getAddressBq: { method: 'POST', path: '/api/users/address/get-address-bq', auth: 'bearer' },
  updateAddressBq: {
    method: 'POST',
    path: '/api/users/address/update-address-bq',
    auth: 'bearer',
  },
  editAddress: { method: 'PATCH', path: '/api/users/address/edit-address', auth: 'bearer' },
  deleteAddress: {
    method: 'DELETE',
    path: '/api/users/address/delete-address/:id',
    auth: 'bearer',
  },
  getAddressById: {
    method: 'GET',
    path: '/api/users/address/getAddressById/:id',
    auth: 'bearer',
  },
};
