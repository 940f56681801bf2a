import { Type } from '@sinclair/typebox';
import { defineCall } from './core';
import { ADDRESS_FIELDS, Address, AddressProjection } from './entities';
import { Ok, Success } from './envelope';
import { AddressInput, AddressPatch, LocationV2Input, addressFormFields } from './inputs';
import { Id, InList, Strict, projectionOf } from './primitives';

const { Optional } = Type;

/** `queryObj` of the address reads: the caller's own addresses only (the server adds the owner). */
export const AddressQuery = Strict({
  _id: Optional(Type.Union([Id, InList(Id, 100)])),
  deleted: Optional(Type.Literal(false)),
});
export const AddressProjectionString = projectionOf(ADDRESS_FIELDS);

export const address = {
  saveAddress: defineCall({
    method: 'POST',
    path: '/api/users/address/save-address',
    auth: 'bearer',
    summary: 'Save a new address; the server computes its serviceAreaInfo from locationv2.',
    body: Strict({ addressData: AddressInput }),
    response: Success({ address: Address }),
    errors: [400, 401],
  }),
  getAddressBq: defineCall({
    method: 'POST',
    path: '/api/users/address/get-address-bq',
    auth: 'bearer',
    summary: "List the caller's addresses, optionally projected to some fields.",
    body: Strict({ projectionString: Optional(AddressProjectionString), queryObj: AddressQuery }),
    response: Success({ addresses: Type.Array(AddressProjection, { maxItems: 100 }) }),
    errors: [400, 401],
  }),
  updateAddressBq: defineCall({
    method: 'POST',
    path: '/api/users/address/update-address-bq',
    auth: 'bearer',
    summary: "Update some form fields of one of the caller's addresses.",
    body: Strict({ queryObj: Strict({ _id: Id }), updateObj: AddressPatch }),
    response: Success({ address: Address }),
    errors: [400, 401, 404],
  }),
  editAddress: defineCall({
    method: 'PATCH',
    path: '/api/users/address/edit-address',
    auth: 'bearer',
    summary: "Replace the form fields of one of the caller's addresses.",
    body: Strict({
      addressId: Id,
      ...addressFormFields,
      locationv2: Optional(LocationV2Input),
    }),
    response: Success({ address: Address }),
    errors: [400, 401, 404],
  }),
  deleteAddress: defineCall({
    method: 'DELETE',
    path: '/api/users/address/delete-address/:id',
    auth: 'bearer',
    summary: "Remove one of the caller's addresses (marks it deleted).",
    params: Strict({ id: Id }),
    response: Ok,
    errors: [400, 401, 404],
  }),
  getAddressById: defineCall({
    method: 'GET',
    path: '/api/users/address/getAddressById/:id',
    auth: 'bearer',
    summary: "One of the caller's addresses.",
    params: Strict({ id: Id }),
    response: Success({ address: Address }),
    errors: [400, 401, 404],
  }),
} as const;
