import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { contract } from '../../shared/contract';
import { HttpError } from '../errors';
import { requireCaller } from '../plugins/auth';
import {
  addressRuleMessage,
  deleteAddress,
  getAddress,
  listAddresses,
  patchRuleMessage,
  projectAddress,
  saveAddress,
  updateAddress,
  type AddressRuleFields,
} from '../services/addresses/addresses';
import { route } from './route';

const calls = contract.address;

const asFields = (value: unknown): AddressRuleFields | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as AddressRuleFields)
    : null;

/**
 * Address bodies are validated with `attachValidation`, so a form that breaks a rule of SPEC 5
 * gets the spec's own message ('Please provide us a valid pincode') instead of the schema's;
 * any other schema failure is answered as usual.
 */
function refuseInvalid(request: FastifyRequest, fields: unknown, partial = false) {
  const error = request.validationError;
  if (!error) return;
  const form = asFields(fields);
  const message = form && (partial ? patchRuleMessage(form) : addressRuleMessage(form));
  throw message ? new HttpError(400, message) : error;
}

const body = (request: FastifyRequest) => asFields(request.body) ?? {};

export const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.accounts;

  app.route(
    route(
      calls.saveAddress,
      async (request) => {
        refuseInvalid(request, (body(request) as { addressData?: unknown }).addressData);
        const address = await saveAddress(
          ctx.db,
          ctx.serviceArea,
          requireCaller(request).userId,
          request.body.addressData,
        );
        return { isSuccess: true as const, address };
      },
      {
        attachValidation: true,
      },
    ),
  );

  app.route(
    route(calls.getAddressBq, async (request) => {
      const { projectionString, queryObj } = request.body;
      const id = queryObj._id;
      const ids = id === undefined ? undefined : typeof id === 'string' ? [id] : id.$in;
      const list = await listAddresses(ctx.db, requireCaller(request).userId, ids);
      const fields = projectionString?.split(' ');
      return {
        isSuccess: true as const,
        addresses: fields ? list.map((address) => projectAddress(address, fields)) : list,
      };
    }),
  );

  app.route(
    route(
      calls.updateAddressBq,
      async (request) => {
        refuseInvalid(request, (body(request) as { updateObj?: unknown }).updateObj, true);
        const { queryObj, updateObj } = request.body;
        const address = await updateAddress(
          ctx.db,
          ctx.serviceArea,
          requireCaller(request).userId,
          queryObj._id,
          updateObj,
          app.booking,
        );
        return { isSuccess: true as const, address };
      },
      {
        attachValidation: true,
      },
    ),
  );

  app.route(
    route(
      calls.editAddress,
      async (request) => {
        refuseInvalid(request, request.body);
        const { addressId, ...fields } = request.body;
        const address = await updateAddress(
          ctx.db,
          ctx.serviceArea,
          requireCaller(request).userId,
          addressId,
          fields,
          app.booking,
        );
        return { isSuccess: true as const, address };
      },
      {
        attachValidation: true,
      },
    ),
  );

  app.route(
    route(calls.deleteAddress, async (request) => {
      await deleteAddress(ctx.db, requireCaller(request).userId, request.params.id, app.booking);
      return { isSuccess: true as const };
    }),
  );

  app.route(
    route(calls.getAddressById, async (request) => ({
      isSuccess: true as const,
      address: await getAddress(ctx.db, requireCaller(request).userId, request.params.id),
    })),
  );
};
