import { Type } from '@sinclair/typebox';
import { defineCall } from './core';
import { AddOn } from './entities';
import { Success } from './envelope';
import { HubId, Id, InList, Limit, Skip, Strict, sortingOf } from './primitives';

const { Optional } = Type;

/** `queryObject` of the add-ons read; the server answers active add-ons only. */
export const AddOnQuery = Strict({
  _id: Optional(Type.Union([Id, InList(Id, 100)])),
  categoryCode: Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  active: Optional(Type.Literal(true)),
});

export const addons = {
  getAddonsByQueryObject: defineCall({
    method: 'POST',
    path: '/api/addons/get_addons_by_query_object',
    auth: 'none',
    summary: 'Add-ons, by index ascending unless sorted otherwise, priced for hubId.',
    body: Strict({
      queryObject: AddOnQuery,
      skip: Optional(Skip),
      limit: Optional(Limit(100)),
      sortingObj: Optional(sortingOf(['index', 'name', 'sellingPrice'])),
      hubId: Optional(HubId),
    }),
    response: Success({ addOns: Type.Array(AddOn, { maxItems: 100 }) }),
    errors: [400],
  }),
} as const;
