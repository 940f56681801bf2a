/**
 * Arriving and ready times of each day's slots (the decorators need about three hours). Every
 * day of a hub lists these slots, open or not, so the picker's placeholder knows its size.
 */
export const SLOT_TEMPLATES: readonly (readonly [arriving: string, ready: string])[] = [
  ['09:00', '12:00'],
  ['12:00', '15:00'],
  ['15:00', '18:00'],
  ['18:00', '21:00'],
];

/** '09:00 – 12:00' reads the arriving and ready times. */
export const slotLabel = (slot: { arrivingTime: string; readyTime: string }) =>
  `${slot.arrivingTime} – ${slot.readyTime}`;
