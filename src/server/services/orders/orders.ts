// The orders service's one entry for callers outside the booking routes.
export * from './placement';
export * from './queries';
export * from './changes';
