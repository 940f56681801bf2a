import { Type } from '@sinclair/typebox';
import { defineCall } from './core';
import { LatLng, SessionData } from './entities';
import { Success } from './envelope';
import { SelectedLocationInput } from './inputs';
import { Nullable, Strict, Token, Str } from './primitives';

const { Optional } = Type;

/** IPv4 or IPv6 text; a hint for visitor analytics only, never trusted for limits. */
const IpText = Str({ minLength: 2, maxLength: 45, pattern: '^[0-9A-Fa-f:.]+$' });

export const session = {
  start: defineCall({
    method: 'POST',
    path: '/api/session/start',
    auth: 'optional',
    summary:
      'Start-up data: the user (when the token is valid), selected location, addresses, cart and last order. Works for visitors.',
    body: Strict({
      /** Same as the Authorization header; either may carry the stored token. */
      token: Optional(Token),
      userIP: Optional(IpText),
      lastSelectedLocation: Optional(SelectedLocationInput),
    }),
    response: Success({ data: SessionData }),
    errors: [400, 401],
  }),
  ipInfo: defineCall({
    method: 'GET',
    path: '/api/session/ipinfo',
    auth: 'none',
    summary: "The caller's IP and its approximate location (null with the embedded default).",
    response: Success({ ip: IpText, location: Nullable(LatLng) }),
    errors: [],
  }),
} as const;
