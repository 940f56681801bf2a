import { Type } from '@sinclair/typebox';
import { defineCall } from './core';
import { TimeSlot } from './entities';
import { Success } from './envelope';
import { DateDMY, HubId, Id, SlotTime, Strict } from './primitives';

const { Optional } = Type;

const slotsOfDay = {
  celebrationDate: DateDMY,
  hubId: HubId,
  slots: Type.Array(TimeSlot, { maxItems: 48 }),
};

export const timeslot = {
  getByDate: defineCall({
    method: 'GET',
    path: '/api/timeslot/:date',
    auth: 'none',
    summary: "A hub's slots for a date (DD-MM-YYYY), with capacity and availability.",
    params: Strict({ date: DateDMY }),
    querystring: Strict({ hubId: Optional(HubId), productId: Optional(Id) }),
    response: Success(slotsOfDay),
    errors: [400],
  }),
  getTimeSlotData: defineCall({
    method: 'POST',
    path: '/api/getTimeSlotData',
    auth: 'bearer',
    summary:
      "Slots for a product (its lead time applied); date and hub default to the caller's cart, else tomorrow and the default hub.",
    body: Strict({ productId: Id, celebrationDate: Optional(DateDMY), hubId: Optional(HubId) }),
    response: Success(slotsOfDay),
    errors: [400, 401, 404],
  }),
  checkSlotAvailability: defineCall({
    method: 'POST',
    path: '/api/checkSlotAvailability',
    auth: 'bearer',
    summary:
      "Whether a slot can still be booked for a product; date and hub default to the caller's cart.",
    body: Strict({
      productId: Id,
      slotTime: SlotTime,
      celebrationDate: Optional(DateDMY),
      hubId: Optional(HubId),
    }),
    response: Success({ isAvailable: Type.Boolean() }),
    errors: [400, 401, 404],
  }),
} as const;
