// Per-IP throttles of single routes, on top of the global one (src/server/plugins/security.ts).
// RATE_LIMITS=off leaves them all out; the per-phone and per-OTP limits live in the services.
export const ROUTE_LIMITS = {
  otpSend: { max: 30, timeWindow: '15 minutes' },
  otpCheck: { max: 100, timeWindow: '15 minutes' },
  adminGrant: { max: 10, timeWindow: '15 minutes' },
  errorReport: { max: 20, timeWindow: '1 hour' },
} as const;
